import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runWithServiceRole } from "@/lib/db/admin";
import { getLastJobRun } from "@/lib/db/job-runs";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { removeSelicMonth, saveSelicMonth, saveSelicSeries } from "@/lib/selic/admin";
import { selicSeriesFormSchema } from "@/lib/selic/schema";
import { SELIC_JOB } from "@/lib/selic/fetch-job";
import { trySelicFetch } from "@/lib/selic/job-result";
import { readSelicMonths, selicLastMonth } from "@/lib/selic/series";
import { hiddenCredit } from "@/lib/tax";
import { loadToolContext } from "@/lib/tools/load-context";
import { startBcbDouble, type BcbDouble } from "../doubles/bcb-double";
import { describeOnEachDatabase, failureOf } from "../helpers/db";

// The Selic months after the stored series: fetched from a local double of the Banco
// Central's API through the outbound guard, entered and removed by an administrator (audited, refused to anyone
// else by row-level security), and read into each request's ToolContext for the hidden-credits engine. The rates
// are test figures.

let bcb: BcbDouble;
beforeAll(async () => {
  bcb = await startBcbDouble();
});
afterAll(() => bcb.close());

const onlyDouble = { baseUrl: "", guard: { allowAddress: (address: string) => address === "127.0.0.1" } };
const MARCH_2026 = new Date("2026-03-15T12:00:00Z");

describeOnEachDatabase("Selic series", (ctx) => {
  const rows = () => ctx().db.select().from(t.selicMonths).orderBy(t.selicMonths.period);
  const audit = (action: string) => ctx().db.select().from(t.auditLog).where(eq(t.auditLog.action, action));

  it("fetches the closed months from the Banco Central; the request's context reads them and the hidden-credit result uses them", async () => {
    const { db } = ctx();
    bcb.answer({
      rows: [
        { data: "01/01/2026", valor: "1.16" },
        { data: "01/02/2026", valor: "1.00" },
        { data: "01/03/2026", valor: "0.40" },
      ],
    });
    const outcome = await trySelicFetch(db, { ...onlyDouble, baseUrl: bcb.url, now: MARCH_2026 });
    // March 2026 is not closed on 15/03: asked up to February only.
    expect(bcb.requests.at(-1)?.get("dataInicial")).toBe("01/01/2026");
    expect(bcb.requests.at(-1)?.get("dataFinal")).toBe("01/02/2026");
    expect(outcome).toEqual({ ok: true, report: { fetched: 2, added: 2, corrected: 0, lastFetched: "2026-02" } });
    expect((await rows()).map((r) => [r.period, r.rateHundredths, r.source])).toEqual([
      ["2026-01", 116, "bcb"],
      ["2026-02", 100, "bcb"],
    ]);
    expect(await runWithServiceRole(db, (tx) => getLastJobRun(tx, SELIC_JOB))).toMatchObject({
      outcome: "ok",
      summary: { added: 2 },
    });

    expect(await selicLastMonth(async () => db)).toBe("2026-02");
    const context = await loadToolContext(db);
    expect(context.selicMonths).toEqual(await readSelicMonths(db));
    const r = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2026-03",
      regime: "lucro_presumido",
      months: [{ period: "2025-11", icms: 18_000 }],
      selicMonths: context.selicMonths,
    });
    expect(r.months[0]).toMatchObject({ selicRate: 0.0316, selicEstimated: false });
    expect(r.selic.lastMonth).toBe("2026-02");

    // A second run adds nothing.
    expect(await trySelicFetch(db, { ...onlyDouble, baseUrl: bcb.url, now: MARCH_2026 })).toMatchObject({
      ok: true,
      report: { added: 0, corrected: 0 },
    });
  });

  it("an administrator adds a month (audited), a non-administrator cannot, and the fetch corrects a typo (audited)", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const user = await createUser();
    const actor = { actorId: admin.id, ip: "203.0.113.9" };
    const entry = { period: "2026-03", rate: "1,5", note: "Tabela da Receita Federal, lida em 02/04/2026" };

    expect(await runWithRls(db, admin.claims, (tx) => saveSelicMonth(tx, actor, entry))).toEqual({ created: true });
    const [saved] = await audit("admin.selic.save");
    expect(saved).toMatchObject({
      actorId: admin.id,
      target: "selic:2026-03",
      details: { before: null, after: { rate: 150, source: "admin" } },
    });
    expect(
      await failureOf(() =>
        runWithRls(db, user.claims, (tx) =>
          saveSelicMonth(tx, { actorId: user.id, ip: null }, { ...entry, period: "2026-04" }),
        ),
      ),
    ).toMatch(/row-level security/);

    expect(await selicLastMonth(async () => db)).toBe("2026-03");

    bcb.answer({ rows: [{ data: "01/03/2026", valor: "1.05" }] });
    const outcome = await trySelicFetch(db, { ...onlyDouble, baseUrl: bcb.url, now: new Date("2026-04-10T12:00:00Z") });
    expect(outcome).toMatchObject({ ok: true, report: { added: 0, corrected: 1 } });
    const [fixed] = await audit("selic.bcb.correct");
    expect(fixed).toMatchObject({
      actorId: null,
      target: "selic:2026-03",
      details: { before: { rate: 150, source: "admin" }, after: { rate: 105, source: "bcb" } },
    });

    expect(await runWithRls(db, admin.claims, (tx) => removeSelicMonth(tx, actor, "2026-03"))).toBe(true);
    expect(await runWithRls(db, admin.claims, (tx) => removeSelicMonth(tx, actor, "2026-03"))).toBe(false);
    expect(await audit("admin.selic.remove")).toHaveLength(1);
  });

  it("a pasted series: every month saved and audited at once, a month already held corrected; refused to others", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const user = await createUser();
    const actor = { actorId: admin.id, ip: null };
    const note = "Tabela da Receita Federal, lida em 02/06/2026";
    await runWithRls(db, admin.claims, (tx) => saveSelicMonth(tx, actor, { period: "2026-07", rate: "9,99", note }));
    const input = selicSeriesFormSchema.parse({ series: "jul/2026 1,28\n08/2026\t1,16\n2026-09;1,22%\n", note });
    expect(await runWithRls(db, admin.claims, (tx) => saveSelicSeries(tx, actor, input))).toEqual({
      added: 2,
      corrected: 1,
    });
    const held = (await rows()).filter((r) => r.period >= "2026-07" && r.period <= "2026-09");
    expect(held.map((r) => [r.period, r.rateHundredths, r.source])).toEqual([
      ["2026-07", 128, "admin"],
      ["2026-08", 116, "admin"],
      ["2026-09", 122, "admin"],
    ]);
    const audited = (await audit("admin.selic.save")).filter((a) => /selic:2026-0[789]/.test(a.target ?? ""));
    expect(audited).toHaveLength(4);

    expect(
      await failureOf(() =>
        runWithRls(db, user.claims, (tx) =>
          saveSelicSeries(tx, { actorId: user.id, ip: null }, { series: "10/2026 1,1", note }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect((await rows()).some((r) => r.period === "2026-10")).toBe(false);
  });

  it("an API that fails or answers a page leaves the series as it was, and says why", async () => {
    const { db } = ctx();
    const before = await rows();
    const lastBefore = await selicLastMonth(async () => db);
    bcb.answer({ status: 500, body: "<html>indisponível</html>" });
    expect(await trySelicFetch(db, { ...onlyDouble, baseUrl: bcb.url, now: MARCH_2026 })).toEqual({
      ok: false,
      reason: "network",
    });
    bcb.answer({ status: 200, body: "<html>manutenção</html>" });
    expect(await trySelicFetch(db, { ...onlyDouble, baseUrl: bcb.url, now: MARCH_2026 })).toEqual({
      ok: false,
      reason: "unexpected_answer",
    });
    // The real address is refused by the guard's allow-list here: no call leaves the machine.
    expect(
      await trySelicFetch(db, {
        guard: { allowAddress: () => false, resolve: async () => [{ address: "203.0.113.1", family: 4 }] },
        now: MARCH_2026,
      }),
    ).toEqual({
      ok: false,
      reason: "refused_address",
    });
    expect(await rows()).toEqual(before);
    expect(await runWithServiceRole(db, (tx) => getLastJobRun(tx, SELIC_JOB))).toMatchObject({ outcome: "error" });
    expect(await selicLastMonth(async () => db)).toBe(lastBefore);
  });
});
