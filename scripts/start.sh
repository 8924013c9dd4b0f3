#!/usr/bin/env bash
# npm start: `next start` with the memory settings measured in docs/performance.md ("Memory"), which hold
# next-server on the embedded database under `npm run bench` at ~500 MB of RSS (from ~1 GB), its peak included.
# Arguments go to `next start` (npm start -- -p 8080). Both settings can be overridden from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
# glibc makes up to 8 malloc arenas per core, one for each thread that allocates (V8's compiler and GC workers,
# libuv's pool), and the pages freed in them stay resident. Two are enough for one event loop.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# NODE_START_FLAGS, the Node/V8 flags of the server:
# - --max-old-space-size=512 --max-semi-space-size=8: uncapped, V8 let the heap reach ~400-600 MB under load before
#   collecting, for a live set of ~130 MB; capped (384 to 768 MB measured alike) it stays under ~200 MB. 512 keeps
#   ~4x the live set for a heavy request (a PDF, an export). Semi-spaces of 8 MB instead of 16 took the peak under
#   the bench from 569-625 to ~560 MB at the same CPU per request (docs/performance.md).
# - --no-wasm-dynamic-tiering --no-wasm-tier-up: PGlite's WebAssembly (9 MB of PostgreSQL) stays on V8's baseline
#   compiler (Liftoff). The optimising one, compiling PostgreSQL's largest functions once they are hot (during the
#   first migrations), took ~500 MB for a few seconds and ~100 MB for good; the queries took the same CPU without it.
#   Both flags are needed (either alone keeps the peak). Unlike --liftoff-only, V8's testing flag, a function Liftoff
#   cannot compile (a CPU without a feature it needs) falls back to the optimising compiler instead of killing the
#   process (docs/performance.md, "Memory").
# - --no-allocation-site-pretenuring: V8 otherwise allocates the objects of a site whose objects survived straight in
#   the old space. Measured alternately on two servers, every signed-in page took 4-14 % less CPU without it
#   (docs/performance.md, "The garbage collector").
# - --heap-growing-percent=60: after a full collection V8 lets the old space grow to 1,6x the live set before the next
#   one, not the 1,4x it picks for a 512 MB heap; a full collection every ~1,4 s under load instead of every second,
#   5-9 % less CPU per signed-in page for a few MB more at the peak (docs/performance.md, "The garbage collector").
flags="${NODE_START_FLAGS:---max-old-space-size=512 --max-semi-space-size=8 --no-wasm-dynamic-tiering --no-wasm-tier-up --no-allocation-site-pretenuring --heap-growing-percent=60}"
# --experimental-next-config-strip-types: Node reads next.config.ts itself, instead of Next loading its SWC binding for
# it (27 MB resident for the server's life; docs/performance.md, "What is capped").
# The pinned Node (package.json) when installed, as npm start finds it first on the PATH.
node=node_modules/.bin/node
[[ -x "$node" ]] || node=node
# shellcheck disable=SC2086 # the flags are separate words
exec "$node" $flags node_modules/next/dist/bin/next start --experimental-next-config-strip-types "$@"
