import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOwnProfile } from "@/lib/auth/profile";
import type { CurrentUser } from "@/lib/auth/session";
import type { AuthClaims } from "@/lib/auth/types";
import { PORTALS } from "@/lib/auth/landing";
import { companyFormSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { createCompany } from "@/lib/companies/mutations";
import { runWithRls } from "@/lib/db/rls";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { loadToolContext } from "@/lib/tools/load-context";
import { saveToolSimulation } from "@/lib/tools/save";
import { TOOL_KEYS } from "@/lib/tools/catalogue";
import { createInvitation } from "@/lib/office/invitations";
import { sandboxRegistration } from "../helpers/billing";
import { createTestDb, type TestDb, type TestUser } from "../helpers/db";
import { addClient, addMember, as, openOffice } from "../helpers/office";
import { params, type Tokens } from "./arbitraries";
import {
  changedTables,
  discoverActions,
  isActionResult,
  isNextControlFlow,
  setEnv,
  tableCounts,
  useDatabase,
  writeMark,
  type DiscoveredAction,
} from "./harness";
import { request, resetRequest, settleAfterTasks } from "./request";
import { FUZZ_RUNS, fuzzSeed } from "./settings";

// Every export of every 'use server' module (found by walking lib/ and app/, so a new action is fuzzed without
// touching this file) gets FUZZ_RUNS generated calls as a signed-in subscriber on a real, migrated PGlite
// database. Whatever the input: a typed ActionResult (or Next's redirect), never `internal`, never an unhandled
// rejection, and a failed call leaves the row count of every table as it was. The office's actions (lib/office/)
// run a second time as an office's titular, with its team's, clients' and invitations' ids and another office's, so
// their bodies run past the role checks.

const actions = await discoverActions();
const PASSWORD = "Fuzz2026senha";

/** Valid inputs of the product's forms; the generator breaks some of their fields. */
const TEMPLATES: Record<string, unknown>[] = [
  { ...emptyCompanyForm(), name: "Padaria Fuzz", cnpj: "11.222.333/0001-81", annualRevenue: "600.000,00" },
  {
    name: "Maria Fuzz",
    email: "maria.fuzz@example.com",
    cpf: "249.715.637-92",
    phone: "(11) 98765-4321",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    plan: "basic",
  },
  { email: "maria.fuzz@example.com", password: PASSWORD, next: "/dashboard" },
  {
    name: "Afiliado Fuzz",
    email: "afiliado.fuzz@example.com",
    phone: "(11) 98765-4321",
    document: "249.715.637-92",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
  { email: "maria.fuzz@example.com" },
  { token: "a".repeat(43), password: PASSWORD, confirmPassword: PASSWORD },
  { cpf: "249.715.637-92", phone: "(11) 98765-4321", acceptTerms: true, plan: "professional" },
  { ...fiscalDefaults(null), annualRevenue: "600.000,00" },
];

let env: TestDb;
let subscriber: TestUser;
let tokens: Tokens;
const unhandled: unknown[] = [];
/** Outcome counts per action ("ok", a failure code, "redirect"): printed, and the reach of the generator is checked. */
const outcomes = new Map<string, Record<string, number>>();
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  setEnv({
    PAYMENTS_PROVIDER: "sandbox",
    AUTH_SECRET: "chaos-suite-auth-secret-0123456789abcdef",
    APP_URL: "http://127.0.0.1:9",
  });
  env = await createTestDb("pglite");
  useDatabase(env.db);
  process.on("unhandledRejection", onUnhandled);

  // Two subscribers with a company, a saved simulation and an open registration each: ids of the caller's own
  // rows and of someone else's are among the generated arguments.
  const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:9" });
  const ids: string[] = [];
  for (const plan of ["enterprise", "professional"] as const) {
    const user = await env.createUser({ plan });
    subscriber ??= user;
    const company = await runWithRls(env.db, user.claims, (tx) =>
      createCompany(
        tx,
        user.id,
        companyFormSchema.parse({
          ...TEMPLATES[0],
          cnpj: plan === "enterprise" ? "11.222.333/0001-81" : "98.765.432/0001-98",
        }),
      ),
    );
    const context = await loadToolContext(env.db);
    const saved = await runWithRls(env.db, user.claims, (tx) =>
      saveToolSimulation(tx, { userId: user.id, key: "fiscal", values: TEMPLATES[7], context }),
    );
    if (!saved.ok) throw new Error(`arrange: ${saved.code}`);
    const { registrationId } = await sandboxRegistration(env.db, provider, user);
    ids.push(company.id, saved.data.id, registrationId);
  }
  const profile = await runWithRls(env.db, subscriber.claims, (tx) => getOwnProfile(tx, subscriber.id));
  if (!profile) throw new Error("arrange: no profile");
  caller = { claims: authClaims(subscriber), profile };
  tokens = {
    ids,
    words: [...TOOL_KEYS, ...PORTALS, "received", "overdue", "basic", "professional", "enterprise", "trial"],
  };
});

afterAll(async () => {
  console.info(
    "[chaos] outcomes per action:\n" +
      [...outcomes].map(([id, tally]) => `  ${id} ${JSON.stringify(tally)}`).join("\n"),
  );
  process.off("unhandledRejection", onUnhandled);
  useDatabase(null);
  await env?.close();
  setEnv({ PAYMENTS_PROVIDER: undefined, AUTH_SECRET: undefined, APP_URL: undefined });
});

/** Verified claims as the auth adapter hands them over (issued now, valid for 15 minutes). */
function authClaims(user: TestUser): AuthClaims {
  const now = Math.floor(Date.now() / 1000);
  return { sub: user.id, email: user.email, role: "authenticated", aud: "authenticated", iat: now, exp: now + 900 };
}

let caller: CurrentUser;
/** Row counts and the write mark as the last call left them: the next call's "before". */
let last: { counts: Record<string, number>; mark: string } | null = null;

/** One call as the signed-in subscriber: what it returned or threw, and the tables it changed. */
async function call(action: DiscoveredAction, args: unknown[]) {
  resetRequest(caller);
  const before = (last ??= { counts: await tableCounts(env.exec), mark: await writeMark(env.exec) });
  let result: unknown;
  let thrown: unknown;
  try {
    result = await action.fn(...args);
  } catch (error) {
    thrown = error;
  }
  // Work deferred to after the response, then a rejection nobody awaited, which surfaces a turn later.
  await settleAfterTasks();
  await new Promise((resolve) => setImmediate(resolve));
  const mark = await writeMark(env.exec);
  if (mark !== before.mark) last = { counts: await tableCounts(env.exec), mark };
  return { result, thrown, changed: changedTables(before.counts, last.counts) };
}

describe("fuzzing every server action", () => {
  it("finds the actions by walking lib/ and app/", () => {
    expect(actions.map((a) => a.id)).toEqual(
      expect.arrayContaining([
        "lib/companies/actions.ts#createCompanyAction",
        "lib/billing/actions.ts#registerAction",
        "lib/tools/actions.ts#saveSimulationAction",
      ]),
    );
    expect(actions.length).toBeGreaterThanOrEqual(18);
  });

  it("the checks catch what they look for: a write left by a failed call, and a result that is not typed", async () => {
    const partial: DiscoveredAction = {
      id: "partial",
      fn: async () => {
        await env.createUser();
        return { ok: false, code: "conflict", message: "common.genericError" };
      },
    };
    const { result, changed } = await call(partial, []);
    expect(isActionResult(result)).toBe(true);
    expect(changed).toMatchObject({
      "auth.users": [expect.any(Number), expect.any(Number)],
      "public.profiles": [expect.any(Number), expect.any(Number)],
    });
    expect((await call(partial, [])).changed).not.toEqual({});
    expect(isActionResult({ ok: false, code: "internal" })).toBe(false);
    expect(isActionResult(undefined)).toBe(false);
  });

  for (const action of actions) {
    it(`${action.id}: ${FUZZ_RUNS} generated calls, typed results, nothing half-written`, async () => {
      await fuzz(action, action.id, params(TEMPLATES, tokens));
      expect(request.user).toMatchObject({ profile: { id: subscriber.id } });
    });
  }
});

/** FUZZ_RUNS calls of `action` with `args`, tallied under `label`: the properties every action must hold. */
async function fuzz(action: DiscoveredAction, label: string, args: fc.Arbitrary<unknown[]>) {
  await fc.assert(
    fc.asyncProperty(args, async (args) => {
      const { result, thrown, changed } = await call(action, args);
      const tally = outcomes.get(label) ?? {};
      const outcome =
        thrown !== undefined
          ? isNextControlFlow(thrown)
            ? "redirect"
            : "thrown"
          : isActionResult(result)
            ? result.ok
              ? "ok"
              : result.code
            : "other";
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      outcomes.set(label, tally);
      if (thrown !== undefined) {
        if (!isNextControlFlow(thrown)) throw thrown;
      } else {
        expect(isActionResult(result), `not an ActionResult: ${String(result)}`).toBe(true);
        if (isActionResult(result) && !result.ok) {
          expect(result.code).not.toBe("internal");
          expect(changed, "a failed call wrote rows").toEqual({});
        }
      }
      expect(unhandled).toEqual([]);
    }),
    { numRuns: FUZZ_RUNS, seed: fuzzSeed(label), endOnFailure: true },
  );
}

describe("fuzzing the office's actions as its titular", () => {
  const officeActions = actions.filter((a) => a.id.startsWith("lib/office/"));
  let templates: Record<string, unknown>[];
  let officeTokens: Tokens;
  let titular: TestUser;

  beforeAll(async () => {
    // An office with an analista, a client assigned to them, a client login and an open invitation; another office
    // with a client of its own. Its titular is the caller (a socio on an "Escritório" plan).
    const office = await openOffice(env, "escritorio-50", "Contábil Fuzz");
    titular = office.owner;
    const analyst = await addMember(env, office, "analista");
    const client = await addClient(env, office, "Cliente Fuzz", analyst);
    const other = await openOffice(env, "escritorio-50", "Outro Escritório");
    const foreign = await addClient(env, other, "Cliente de Outro");
    const invitation = await as(env, titular, (tx) =>
      createInvitation(tx, {
        officeId: office.id,
        invitedBy: titular.id,
        email: "convidada.fuzz@example.com",
        kind: "member",
        role: "analista",
      }),
    );
    const profile = await runWithRls(env.db, titular.claims, (tx) => getOwnProfile(tx, titular.id));
    if (!profile?.office) throw new Error("arrange: the titular has no office");
    caller = { claims: authClaims(titular), profile };
    templates = [
      { name: "Contábil Fuzz Associados", cnpj: "" },
      { email: "novo.membro.fuzz@example.com", role: "leitura" },
      { role: "analista", allClients: true },
      { analystId: analyst.id },
      { email: "cliente.fuzz@example.com" },
      { name: "Convidada Fuzz", password: PASSWORD, confirmPassword: PASSWORD },
      { ...TEMPLATES[0], cnpj: "45.723.174/0001-10" },
    ];
    officeTokens = {
      ids: [client, foreign, analyst.id, titular.id, other.owner.id, office.id, other.id],
      words: ["socio", "analista", "leitura", invitation],
    };
    // The arrangement's rows are not a call's: the next call counts from here.
    last = null;
  });

  it("finds the office's actions", () => {
    expect(officeActions.map((a) => a.id)).toEqual(
      expect.arrayContaining([
        "lib/office/actions.ts#inviteMemberAction",
        "lib/office/client-actions.ts#createOfficeClientAction",
        "lib/office/invitation-actions.ts#acceptInvitationAction",
      ]),
    );
  });

  for (const action of officeActions) {
    const label = `${action.id} (titular)`;
    it(`${label}: ${FUZZ_RUNS} generated calls, typed results, nothing half-written`, async () => {
      await fuzz(action, label, params(templates, officeTokens));
      expect(request.user).toMatchObject({ profile: { id: titular.id } });
    });
  }
});
