// Runs in the browser before any page code. Zod 4 probes `new Function("")` when the first object schema is built
// (to compile faster parsers): under our CSP, which has no 'unsafe-eval', the probe is blocked and reported as a
// violation even though zod catches it. Jitless parsing skips the probe; the server, which has no CSP, keeps the JIT.
// Zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod on a page, read when it
// first loads), so this file sets it without any zod code, changing the object in place so a zod that loaded first
// sees it too: this file is in every page's first scripts, and `z.config()` brought all of zod (37 kB gzip) there.
// tests/unit/zod-jitless.test.ts checks that zod reads it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;
