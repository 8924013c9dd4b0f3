import { config } from "zod/v4/core";

// Runs in the browser before any page code. Zod 4 probes `new Function("")` when the first object schema is built
// (to compile faster parsers): under our CSP, which has no 'unsafe-eval', the probe is blocked and reported as a
// violation even though zod catches it. Jitless parsing skips the probe; the server, which has no CSP, keeps the JIT.
// `config` from zod's core, not `z` from "zod": this file is in every page's first scripts, and the whole of zod
// (37 kB gzip) was with it.
config({ jitless: true });
