import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { formatBrl, normaliseSpaces } from "@/lib/br/money";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { generateReport } from "@/lib/reports/generate";
import { getReportFile } from "@/lib/reports/queries";
import { insertReport } from "@/lib/reports/mutations";
import { OFFICIAL_RATE_SETTING } from "@/lib/settings/reference-rate-schema";
import { REFERENCE_SCENARIOS, simplesReformMonth } from "@/lib/tax";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The company dossier's "Reforma tributária 2027–2033" section (lib/reports/dossier-reform.ts), generated as the
// server does and read back from the PDF with pdftotext.

const dir = mkdtempSync(path.join(tmpdir(), "reports-reform-it-"));
const money = (v: number) => normaliseSpaces(formatBrl(v));
const pdfText = (bytes: Uint8Array) => {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return normaliseSpaces(execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8")).replace(/\s+/g, " ");
};
const NOW = new Date("2026-11-26T12:00:00Z");

describeOnEachDatabase("reports: the dossier's reform section", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);

  // The reform profile of a stationery shop selling 35% to companies (what the company form stores).
  const shop = {
    creditingBuyersPercent: "35.00",
    purchasesRegular: "24000.00",
    purchasesSimples: "0.00",
    reduction: "none",
  };

  async function dossier(
    user: TestUser,
    company: Partial<typeof t.companies.$inferInsert> & { name: string },
    profile: Partial<typeof t.companyReformProfiles.$inferInsert> | null = shop as never,
  ) {
    const [row] = await as(user, (tx) =>
      tx
        .insert(t.companies)
        .values({ userId: user.id, state: "SP", ...company })
        .returning({ id: t.companies.id }),
    );
    if (profile)
      await as(user, (tx) =>
        tx.insert(t.companyReformProfiles).values({ companyId: row.id, userId: user.id, ...profile }),
      );
    const { id } = await as(user, (tx) =>
      insertReport(tx, user.id, { type: "company", title: `Dossiê · ${company.name}`, companyId: row.id }),
    );
    expect(await generateReport(ctx().db, user.claims, id, NOW)).toBe("completed");
    const file = await as(user, (tx) => getReportFile(tx, user.id, id));
    return pdfText(file!.content);
  }

  it("a Simples company: consumption taxes 2026–2033, the scenario with its source and date, por dentro × por fora, break-even and the next deadline", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const text = await dossier(user, {
      name: "Empório Reforma",
      regime: "simples_nacional",
      activity: "comercio",
      annualRevenue: "600000.00",
    });
    expect(text).toContain("Reforma tributária 2027–2033");
    const main = REFERENCE_SCENARIOS.find((s) => s.id === "fazenda_2024")!;
    expect(text).toContain(main.name);
    expect(text).toContain(main.source);
    expect(text).toContain("estimativa, não é lei");
    for (const year of [2026, 2027, 2028, 2029, 2033]) expect(text).toMatch(new RegExp(`\\b${year}\\b`));
    // The 2027 DAS inside, as the Simples job computes it for the same month: Anexo I, R$ 50.000,00, RBT12 R$ 600.000,00.
    const das2027 = simplesReformMonth({ year: 2027, annex: "I", monthRevenue: 50_000, rbt12: 600_000 }).das;
    expect(text).toContain(money(das2027));
    expect(text).toContain("Por dentro");
    expect(text).toContain("Por fora");
    expect(text).toContain("Ponto de equilíbrio");
    // Today 26/11/2026: the first cycle's option is closed; the next window opens in March 2027 for July.
    expect(text).toMatch(/Próximo prazo de opção.*2º semestre de 2027: opção de 01\/03\/2027 a 31\/03\/2027/);
    // The company's own profile, not an assumption: 35% of sales to crediting buyers, purchases R$ 24.000,00.
    expect(text).toContain("35,00%");
    expect(text).toContain(money(24_000));
    expect(text).toContain("perfil da reforma no cadastro da empresa");
    expect(text).not.toContain("premissa: o cadastro não informa");
    expect(text).toContain("LC 214/2025");
  });

  it("a Simples company without a reform profile: 'Falta informar' and the deadline, never a computed 'não há'", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const text = await dossier(
      user,
      { name: "Papelaria Sem Perfil", regime: "simples_nacional", activity: "comercio", annualRevenue: "480000.00" },
      null,
    );
    expect(text).toContain("Falta informar: vendas a empresas que tomam crédito, compras de fornecedores do regime");
    expect(text).toMatch(/Próximo prazo de opção.*2º semestre de 2027: opção de 01\/03\/2027 a 31\/03\/2027/);
    expect(text).not.toContain("não há");
    expect(text).not.toContain("Por fora do DAS");
  });

  it("a Lucro Presumido company: 2026 against 2027 per month, no Simples option", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const text = await dossier(user, {
      name: "Consultoria Presumida",
      regime: "lucro_presumido",
      activity: "servicos_gerais",
      annualRevenue: "1200000.00",
    });
    expect(text).toContain("Reforma tributária 2027–2033");
    expect(text).toContain("Tributos sobre as vendas por mês em 2026");
    expect(text).toContain("Tributos sobre as vendas por mês em 2027");
    expect(text).not.toContain("Por fora");
  });

  it("a MEI says why it has no projection; the official rate, once an admin sets it, is the scenario used", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    expect(
      await dossier(user, { name: "MEI da Rua", regime: "mei", activity: "comercio", annualRevenue: "60000.00" }),
    ).toContain("Empresa MEI: a simulação da reforma cobre");

    const official = {
      cbsPercent: 8.9,
      ibsPercent: 17.8,
      act: "Resolução do Senado Federal nº 99/2026",
      date: "2026-12-10",
    };
    await ctx()
      .db.insert(t.systemSettings)
      .values({ settingKey: OFFICIAL_RATE_SETTING, settingValue: JSON.stringify(official) })
      .onConflictDoUpdate({ target: t.systemSettings.settingKey, set: { settingValue: JSON.stringify(official) } });
    try {
      const text = await dossier(user, {
        name: "Empório Oficial",
        regime: "simples_nacional",
        activity: "comercio",
        annualRevenue: "600000.00",
      });
      expect(text).toContain("Resolução do Senado Federal nº 99/2026");
      expect(text).toContain("10/12/2026");
      expect(text).toContain("alíquota oficial");
    } finally {
      await ctx().db.delete(t.systemSettings).where(eq(t.systemSettings.settingKey, OFFICIAL_RATE_SETTING));
    }
  });
});
