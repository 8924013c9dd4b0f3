import { z } from "zod";

// Runs in the browser before any page code. Zod 4 probes `new Function("")` when the first object schema is built
// (to compile faster parsers): under our CSP, which has no 'unsafe-eval', the probe is blocked and reported as a
// violation even though zod catches it. Jitless parsing skips the probe; the server, which has no CSP, keeps the JIT.
z.config({ jitless: true });
