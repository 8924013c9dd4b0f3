import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAction } from "@/lib/account/actions";
import { registerAction } from "@/lib/billing/actions";
import { registrationStatusAction } from "@/lib/billing/payment-actions";
import { webhookToken } from "@/lib/billing/config";
import { createCompanyAction, deleteCompanyAction } from "@/lib/companies/actions";
import { DB_PROCESS_KEY, getDb } from "@/lib/db/client";
import { processStateForTests } from "@/lib/process-state";
import { pingDatabase } from "@/lib/db/health";
import { emptyCompanyForm } from "@/lib/companies/schema";
import { proxy } from "@/proxy";
import {
  discoverActions,
  discoverRouteHandlers,
  isActionResult,
  isNextControlFlow,
  setEnv,
  useDatabase,
} from "./harness";
import { postgresBinaries, startPgCluster, type PgCluster } from "./pg-cluster";
import { request, resetRequest } from "./request";

// The app against a PostgreSQL server of its own (DATABASE_URL, the local auth adapter, the real session from
// its cookies), as `next start` runs it; the server is stopped in the middle of a write, and started again.
// While it is down every action answers `unavailable` with its pt-BR message (never `internal`, never thrown),
// every route handler 503; the interrupted write left nothing; once it is back the same process works again.

const bin = postgresBinaries();
const CRON_SECRET = "chaos-cron-secret-0123456789";
const PASSWORD = "Queda2026senha";
const company = (name: string, cnpj: string) => ({ ...emptyCompanyForm(), name, cnpj, annualRevenue: "120.000,00" });

(bin ? describe : describe.skip)("the database going away", () => {
  let cluster: PgCluster;
  let cookies: Map<string, string>;

  beforeAll(async () => {
    console.time("[chaos] outage: cluster");
    cluster = await startPgCluster(bin!);
    console.timeEnd("[chaos] outage: cluster");
    console.time("[chaos] outage: migrate and register");
    setEnv({
      DATABASE_URL: cluster.url,
      PAYMENTS_PROVIDER: "sandbox",
      AUTH_SECRET: "chaos-suite-auth-secret-0123456789abcdef",
      APP_URL: "http://127.0.0.1:9",
      CRON_SECRET,
    });
    useDatabase(null);
    resetRequest();
    const registered = await registerAction({
      name: "Maria Queda",
      email: "maria.queda@example.com",
      cpf: "249.715.637-92",
      phone: "(11) 98765-4321",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      plan: "trial",
    });
    expect(registered).toMatchObject({ ok: true });
    // A trial sign-up does not sign in (the page sends the visitor to /login): sign in as they then would.
    expect(await signInAction("subscriber", { email: "maria.queda@example.com", password: PASSWORD })).toMatchObject({
      ok: true,
    });
    console.timeEnd("[chaos] outage: migrate and register");
    cookies = new Map(request.cookies);
    // Enterprise, so the plan's company limit is not what stops the writes below.
    await (
      await getDb()
    ).execute(
      sql`update public.profiles set subscription_status = 'enterprise', plan_id = (select id from public.subscription_plans where slug = 'enterprise') where email = 'maria.queda@example.com'`,
    );
    expect(cookies.size).toBeGreaterThan(0);
    // Slow on purpose for one name, so the server can be stopped while that insert's transaction is open (the test
    // stops it as soon as the insert is seen waiting, so the sleep only has to outlast that).
    await (
      await getDb()
    ).execute(
      sql.raw(`create function public.chaos_slow() returns trigger language plpgsql as $$
      begin if new.name = 'Empresa Lenta' then perform pg_sleep(60); end if; return new; end $$;
      create trigger chaos_slow before insert on public.companies for each row execute function public.chaos_slow();`),
    );
  });

  afterAll(async () => {
    const held = processStateForTests.get(DB_PROCESS_KEY) as
      Promise<{ $client?: { end(options: { timeout: number }): Promise<void> } }> | undefined;
    await (await held?.catch(() => undefined))?.$client?.end({ timeout: 1 });
    useDatabase(null);
    cluster?.destroy();
    setEnv({
      DATABASE_URL: undefined,
      PAYMENTS_PROVIDER: undefined,
      AUTH_SECRET: undefined,
      APP_URL: undefined,
      CRON_SECRET: undefined,
    });
  });

  /** A request from the signed-in user's browser. */
  function asUser() {
    resetRequest("session");
    for (const [name, value] of cookies) request.cookies.set(name, value);
  }

  const countCompanies = async () =>
    (await (await getDb()).execute(sql`select name from public.companies order by name`)) as unknown as {
      name: string;
    }[];

  it("works while the server is up", async () => {
    asUser();
    expect(await createCompanyAction(company("Empresa Antes", "11.222.333/0001-81"))).toMatchObject({ ok: true });
  });

  it("a write under way when the server stops: a clear error, and nothing of it is left", async () => {
    asUser();
    const slow = createCompanyAction(company("Empresa Lenta", "98.765.432/0001-98"));
    // Stopped once the insert is inside its trigger's sleep (seen from a connection of our own), not after a fixed
    // delay that a loaded machine could outrun.
    const watcher = postgres(cluster.url, { max: 1, onnotice: () => {} });
    try {
      while ((await watcher`select 1 from pg_stat_activity where wait_event = 'PgSleep'`).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await watcher.end();
    }
    cluster.stop();
    expect(await slow).toEqual({ ok: false, code: "unavailable", message: "outage.database" });
  });

  it("while it is down: every action answers unavailable with its message, every route handler 503", async () => {
    asUser();
    expect(await createCompanyAction(company("Empresa Durante", "11.444.777/0001-61"))).toEqual({
      ok: false,
      code: "unavailable",
      message: "outage.database",
    });
    expect(await deleteCompanyAction("00000000-0000-4000-8000-000000000001")).toMatchObject({ code: "unavailable" });
    expect(await registrationStatusAction("00000000-0000-4000-8000-000000000001")).toMatchObject({
      code: "unavailable",
    });

    // Every action, whatever it is given: a typed answer, never `internal`, never a throw (but Next's redirect).
    // All at once, as the requests of many users would arrive: each waits at most the connect timeout.
    const inputs: unknown[][] = [
      ["subscriber", { email: "maria.queda@example.com", password: PASSWORD }],
      ["fiscal", {}],
      ["00000000-0000-4000-8000-000000000001"],
      ["00000000-0000-4000-8000-000000000001", "received"],
    ];
    const outcomes = await Promise.all(
      (await discoverActions()).flatMap((action) =>
        inputs.map(async (args) => {
          asUser();
          try {
            const result = await action.fn(...args);
            return {
              id: action.id,
              typed: isActionResult(result),
              code: isActionResult(result) && !result.ok ? result.code : "ok",
            };
          } catch (error) {
            if (!isNextControlFlow(error)) throw error;
            return { id: action.id, typed: true, code: "redirect" };
          }
        }),
      ),
    );
    expect(outcomes.filter((o) => !o.typed || o.code === "internal")).toEqual([]);
    expect(outcomes.filter((o) => o.code === "unavailable").length).toBeGreaterThan(outcomes.length / 3);

    const routes = Object.fromEntries((await discoverRouteHandlers()).map((h) => [h.id, h.fn]));
    const call = (
      id: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
      params: Record<string, string> = {},
    ) => routes[id](new NextRequest("http://127.0.0.1:3300/", init), { params: Promise.resolve(params) });
    const health = await call("/api/health GET");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable" });
    const webhook = await call("/api/webhooks/asaas POST", {
      method: "POST",
      headers: { "asaas-access-token": webhookToken()! },
      body: JSON.stringify({ id: "evt_queda", event: "PAYMENT_RECEIVED", payment: { id: "pay_sbx_0123456789abcdef" } }),
    });
    expect(webhook.status).toBe(503);
    const reconcile = await call("/api/jobs/reconcile POST", {
      method: "POST",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(reconcile.status).toBe(503);
    expect(reconcile.headers.get("content-type")).toContain("application/problem+json");
    expect(await reconcile.json()).toMatchObject({ status: 503, code: "unavailable" });
    expect((await call("/api/sandbox/invoices/[id] GET", {}, { id: "pay_sbx_0123456789abcdef" })).status).toBe(503);
    // Any route handler, given an empty request while the database is down: never a 500.
    const statuses = await Promise.all(
      Object.keys(routes).map(async (id) => ({ id, status: (await call(id, { method: id.split(" ")[1] })).status })),
    );
    expect(statuses.filter((r) => r.status >= 500 && r.status !== 503 && r.status !== 502)).toEqual([]);
    const api = await call("/api/v1/companies GET", { headers: { authorization: `Bearer tc_live_${"x".repeat(32)}` } });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ status: 503, code: "unavailable" });

    // Pages: the proxy answers 503 with the pt-BR page, signed in or not (not a 500, not a trip to /login).
    for (const path of ["/", "/dashboard", "/plans"]) {
      const page = await proxy(new NextRequest(`http://127.0.0.1:3300${path}`));
      expect(page.status, path).toBe(503);
      expect(page.headers.get("retry-after")).toBe("30");
      expect(await page.text()).toContain("Tributo Certo indisponível no momento");
    }
  });

  it("once the server is back the same process works again, and the interrupted write never happened", async () => {
    cluster.start();
    // The proxy's probe is cached for 2 s: past that, pages are served again once a ping gets through. On a loaded
    // machine the first pings after the restart can miss the probe's 3 s deadline (a new backend, postgres.js'
    // half-second reconnect delay), so the page is asked again until it is served, each miss logged with why: a
    // server that never comes back fails on the test's own timeout, not on a clock of its own.
    let status = 503;
    while (status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      status = (await proxy(new NextRequest("http://127.0.0.1:3300/plans"))).status;
      if (status === 503)
        console.warn(
          "[chaos] outage: page still 503 after the restart:",
          await pingDatabase().then(
            () => "ping ok now",
            (error: unknown) => String(error),
          ),
        );
    }
    expect(status).toBe(200);
    asUser();
    expect(await createCompanyAction(company("Empresa Depois", "11.444.777/0001-61"))).toMatchObject({ ok: true });
    expect(await countCompanies()).toEqual([{ name: "Empresa Antes" }, { name: "Empresa Depois" }]);
  });
});
