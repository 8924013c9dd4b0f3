import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/api/keys";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { webhookToken } from "@/lib/billing/config";
import { runWithRls } from "@/lib/db/rls";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { createTestDb, type TestDb } from "../helpers/db";
import { money, nastyString } from "./arbitraries";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import { discoverRouteHandlers, setEnv, tableCounts, useDatabase } from "./harness";
import { request, resetRequest } from "./request";
import { uploadSamples, type UploadSample } from "./upload-samples";
import { FUZZ_RUNS, fuzzSeed } from "./settings";

// Every exported method of every app/**/route.ts gets FUZZ_RUNS generated requests (paths and dynamic segments,
// query strings, headers, bodies of every shape, the right secret now and then so the handlers' insides run):
// whatever arrives, never a 5xx, never an unhandled rejection. One request in four is signed in (a subscriber's
// session cookies, and their API key on /api/v1), and bodies include multipart uploads of real and broken
// declarations, ZIPs and spreadsheets, so the documents' and the office's handlers are fuzzed past their front door.

const handlers = await discoverRouteHandlers();
const CRON_SECRET = "chaos-cron-secret-0123456789";

let env: TestDb;
let secrets: { webhook: string; ids: string[]; apiKey: string; session: Map<string, string> };
let samples: UploadSample[];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  setEnv({
    PAYMENTS_PROVIDER: "sandbox",
    AUTH_SECRET: "chaos-suite-auth-secret-0123456789abcdef",
    APP_URL: "http://127.0.0.1:9",
    CRON_SECRET,
  });
  env = await createTestDb("pglite");
  useDatabase(env.db);
  process.on("unhandledRejection", onUnhandled);
  const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:9" });
  const { registrationId, subscriptionId, payment } = await sandboxRegistration(
    env.db,
    provider,
    await env.createUser(),
  );
  // A subscriber signed in through the auth adapter (their session cookies), with an API key of their own.
  resetRequest();
  const signedUp = await getAuth().signUp(await requestCookieJar(), {
    email: "rotas.fuzz@example.com",
    password: "Fuzz2026senha",
    metadata: { name: "Rotas Fuzz", user_type: "subscriber", subscription: "trial" },
  });
  if (!signedUp.ok || !signedUp.data.signedIn) throw new Error("arrange: the fuzz subscriber is not signed in");
  const userId = signedUp.data.userId;
  await env.exec.query(
    `update public.profiles set subscription_status = 'enterprise',
       plan_id = (select id from public.subscription_plans where slug = 'enterprise') where id = $1`,
    [userId],
  );
  const claims = { sub: userId, role: "authenticated" } as const;
  const { secret } = await runWithRls(env.db, claims, (tx) => createApiKey(tx, userId, "fuzz"));
  secrets = {
    webhook: webhookToken()!,
    ids: [registrationId, subscriptionId, payment.id],
    apiKey: secret,
    session: new Map(request.cookies),
  };
  samples = await uploadSamples();
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  useDatabase(null);
  await env?.close();
  setEnv({ PAYMENTS_PROVIDER: undefined, AUTH_SECRET: undefined, APP_URL: undefined, CRON_SECRET: undefined });
});

const EVENTS = [
  "PAYMENT_RECEIVED",
  "PAYMENT_CONFIRMED",
  "PAYMENT_OVERDUE",
  "PAYMENT_DELETED",
  "SUBSCRIPTION_DELETED",
  "PAYMENT_",
  "UNKNOWN",
  "",
];

function requests() {
  const id = fc.oneof(
    fc.constantFrom(...secrets.ids),
    nastyString,
    fc.constantFrom("pay_sbx_0123456789abcdef", "pay_sbx_", "%2e%2e"),
  );
  const envelope = fc.record(
    {
      id: fc.oneof(fc.uuid(), nastyString),
      event: fc.oneof(fc.constantFrom(...EVENTS), nastyString),
      payment: fc.oneof(fc.record({ id, value: money }), fc.anything()),
      subscription: fc.oneof(fc.record({ id }), fc.anything()),
    },
    { requiredKeys: [] },
  );
  const upload = fc.record({
    field: fc.constantFrom("files", "file", "files"),
    files: fc.array(
      fc.record({
        sample: fc.nat(samples.length - 1),
        name: fc.oneof(fc.constant(null), nastyString),
      }),
      { maxLength: 4 },
    ),
    fingerprint: fc.option(nastyString, { nil: undefined }),
    keepFiles: fc.constantFrom("true", "false", undefined),
  });
  const body = fc.oneof(
    fc.constant(undefined),
    upload.map((u) => ({ upload: u })),
    upload.map((u) => ({ upload: u })),
    nastyString,
    envelope.map((e) => JSON.stringify(e, (_, v) => (typeof v === "bigint" ? v.toString() : v))),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.uint8Array({ maxLength: 2048 }),
    fc.constant("{".repeat(300_000)),
  );
  const header = fc.oneof(
    fc.tuple(fc.constantFrom("asaas-access-token"), fc.oneof(fc.constant(secrets.webhook), nastyString)),
    fc.tuple(
      fc.constantFrom("authorization"),
      fc.oneof(
        fc.constant(`Bearer ${CRON_SECRET}`),
        nastyString.map((s) => `Bearer ${s}`),
        nastyString,
      ),
    ),
    fc.tuple(
      fc.constantFrom("content-type", "content-length", "x-forwarded-for", "cookie", "accept", "origin"),
      nastyString,
    ),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), nastyString),
  );
  const query = fc.array(
    fc.tuple(
      fc.constantFrom("token_hash", "type", "next", "id", "registration_id"),
      fc.oneof(nastyString, fc.constantFrom("recovery", "email", "signup")),
    ),
    { maxLength: 4 },
  );
  return fc.record({
    segment: id,
    body,
    signed: fc.nat(9).map((n) => n === 0),
    session: fc.nat(3).map((n) => n === 0),
    headers: fc.array(header, { maxLength: 5 }),
    query,
  });
}

type Upload = {
  field: string;
  files: { sample: number; name: string | null }[];
  fingerprint?: string;
  keepFiles?: string;
};

type Generated = {
  segment: string;
  body: unknown;
  signed: boolean;
  session: boolean;
  headers: [string, string][];
  query: [string, string][];
};

async function buildRequest(route: string, method: string, r: Generated) {
  const url = new URL(
    `http://127.0.0.1:3300${route.replace(/\[[^\]]+\]/g, encodeURIComponent(r.segment.toWellFormed()))}`,
  );
  for (const [name, value] of r.query) url.searchParams.append(name, value);
  // One request in ten carries the right webhook token and cron secret (the API key on /api/v1), so what runs behind
  // those checks is fuzzed too (a whole reconcile run each time: more would cost minutes of CI).
  const bearerSecret = route.startsWith("/api/v1/") ? secrets.apiKey : CRON_SECRET;
  const headers = new Headers(
    r.signed ? { "asaas-access-token": secrets.webhook, authorization: `Bearer ${bearerSecret}` } : {},
  );
  for (const [name, value] of r.headers) {
    try {
      headers.set(name, value);
    } catch {
      // Not a valid header name or value: no HTTP client could send it.
    }
  }
  const withBody = method !== "GET" && method !== "HEAD" && r.body !== undefined;
  let body = r.body as BodyInit;
  if (isUpload(r.body)) {
    // The multipart bytes, as they arrive from the network (a FormData body would be encoded by the fetch
    // implementation as it is read, and abandoning it half-read is undici's own failure, not the handler's).
    const encoded = new Response(uploadForm(r.body.upload));
    body = new Uint8Array(await encoded.arrayBuffer());
    if (!headers.has("content-type")) headers.set("content-type", encoded.headers.get("content-type")!);
  }
  try {
    return new NextRequest(url, { method, headers, body: withBody ? body : undefined });
  } catch {
    return null;
  }
}

function isUpload(body: unknown): body is { upload: Upload } {
  return typeof body === "object" && body !== null && "upload" in body;
}

/** A multipart form of sample files under fuzzed names. */
function uploadForm(upload: Upload): FormData {
  const form = new FormData();
  for (const { sample, name } of upload.files) {
    const chosen = samples[sample];
    form.append(upload.field, new File([chosen.bytes], name ?? chosen.name, { type: chosen.type }));
  }
  if (upload.fingerprint !== undefined) form.append("fingerprint", upload.fingerprint);
  if (upload.keepFiles !== undefined) form.append("keepFiles", upload.keepFiles);
  return form;
}

describe("fuzzing every route handler", () => {
  it("finds the route handlers by walking app/", () => {
    expect(handlers.map((h) => h.id)).toEqual(
      expect.arrayContaining(["/api/webhooks/asaas POST", "/api/health GET", "/api/jobs/reconcile POST"]),
    );
  });

  for (const handler of handlers) {
    it(`${handler.id}: ${FUZZ_RUNS} generated requests, never a 5xx`, async () => {
      const statuses: Record<number, number> = {};
      // Each handler starts with every limit whole (the subscriber's uploads, their API key's requests, the failures
      // of the suite's address), so each gets inside as often as its own limits allow, not what the previous spent.
      await env.exec.query("delete from public.rate_limits");
      await fc.assert(
        fc.asyncProperty(requests(), async (r) => {
          resetRequest("session");
          if (r.session) for (const [name, value] of secrets.session) request.cookies.set(name, value);
          const built = await buildRequest(handler.route, handler.method, r);
          fc.pre(built !== null);
          const response = await handler.fn(built, { params: Promise.resolve({ id: r.segment }) });
          await response.arrayBuffer();
          await new Promise((resolve) => setImmediate(resolve));
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          expect(response.status).toBeLessThan(500);
          expect(unhandled).toEqual([]);
        }),
        { numRuns: FUZZ_RUNS, seed: fuzzSeed(handler.id), endOnFailure: true },
      );
      console.info(`[chaos] ${handler.id} statuses ${JSON.stringify(statuses)}`);
    });
  }
});

// Inputs the fuzzers found that broke the product, kept as plain tests once fixed.
describe("fuzz regressions", () => {
  // fuzz-routes, /api/webhooks/asaas POST, seed 1966436415: JSON.parse accepts "\ud800" and "\u0000", jsonb and
  // text columns do not, so recording the event failed and the route answered 500 (Asaas retries those forever).
  it("a webhook event with a lone surrogate or NUL escape is refused with 400 and stores nothing", async () => {
    const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:9" });
    const before = await tableCounts(env.exec);
    for (const rawBody of [
      String.raw`{"id":"00000007-ec08-7ce1-8000-00064d063d9b","event":"\ud800","payment":{"id":"pay_sbx_0123456789abcdef","value":-1},"subscription":{"id":"%2e%2e"}}`,
      String.raw`{"id":"evt\u0000","event":"PAYMENT_RECEIVED","payment":{"id":"pay_1"}}`,
      String.raw`{"id":"evt_2","event":"PAYMENT_RECEIVED","payment":{"id":"pay_1","description":"\udfff"}}`,
    ]) {
      expect(await handleAsaasWebhook(env.db, provider, rawBody)).toEqual({
        status: 400,
        body: { received: false },
      });
    }
    expect(await tableCounts(env.exec)).toEqual(before);
  });
});
