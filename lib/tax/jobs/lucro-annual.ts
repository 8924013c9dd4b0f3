import { PPM, applyRate, mulDiv, type Cents } from "../money";
import { regularCore } from "../reform/regular";
import { reformYearOf } from "../reform/schedule";
import { yearRates } from "../reform/scenarios";
import type { ReferenceScenario, ReformYear } from "../reform/types";
import { computePresumidoQuarter } from "../presumido";
import { computePisCofinsNc, computeRealQuarter } from "../real";
import { fmtBRL, fmtPct, fmtRate, step, type Step } from "../steps";
import { ipiOutside, localTaxOutside, type NormalizedCompany } from "./company";
import { localFactor } from "./comparison-year";
import { payrollLines } from "./payroll-lines";
import { line, totalOf, type Line, type RegimeCalc } from "./regime-result";

function quarters(c: NormalizedCompany): Cents[] {
  const m = c.months;
  return [m[0] + m[1] + m[2], m[3] + m[4] + m[5], m[6] + m[7] + m[8], m[9] + m[10] + m[11]];
}

function outsideLines(c: NormalizedCompany): Line[] {
  const lines: Line[] = [];
  const tax = c.profile.localTax;
  const local = localTaxOutside(c, c.annual, c.creditableAnnual);
  const rate = tax === "ISS" ? c.issRate : c.icmsRate;
  const origin = c.profile.icmsAtOrigin;
  // 2029–2033: the informed rate × the year's ADCT multiplier (art. 128), none from 2033 (art. 129).
  const factor = localFactor(c.t);
  const rules = factor === PPM ? null : reformYearOf(c.t.year);
  const times = rules ? ` × ${fmtRate(factor)} (${rules.icmsIss.source})` : "";
  lines.push(
    line(
      tax.toLowerCase(),
      tax,
      local,
      origin
        ? "ICMS cobrado antes da revenda (monofásico na origem ou substituição tributária): nada a pagar nas vendas, sem crédito nas compras"
        : tax === "ISS"
          ? `${fmtBRL(c.annual)} × ${fmtPct(rate, 2)}${times}`
          : c.purchasesLocal.rate === c.icmsRate
            ? `(${fmtBRL(c.annual)} − compras com crédito ${fmtBRL(c.creditableAnnual)}) × ${fmtPct(rate, 2)}${times}`
            : `(${fmtBRL(c.annual)} × ${fmtPct(rate, 2)} − compras com crédito ${fmtBRL(c.creditableAnnual)} × ${fmtPct(c.purchasesLocal.rate, 2)} (ICMS das compras))${times}`,
      origin ??
        (tax === "ISS"
          ? "LC 116/2003 (alíquota municipal informada)"
          : "LC 87/1996 (alíquota estadual informada; crédito sobre compras)") +
          (rules ? `; ${rules.icmsIss.source}` : ""),
    ),
  );
  const ipi = ipiOutside(c, c.annual);
  if (ipi > 0)
    lines.push(
      line("ipi", "IPI", ipi, `${fmtBRL(c.annual)} × ${fmtPct(c.ipiRate, 2)}`, "Lei 4.502/1964 (alíquota informada)"),
    );
  return lines;
}

/**
 * CBS and IBS lines of a regular-regime year from 2027 (LC 214/2025 arts. 12, 28, 47, 344, 347), replacing PIS
 * and COFINS: the revenue as the base (price net of CBS/IBS, which do not enter the receita bruta), credits on
 * `monthlyCreditableCosts` at the year's standard rate; null while PIS/COFINS are in force.
 */
function cbsIbsLines(c: NormalizedCompany, scenario: ReferenceScenario): Line[] | null {
  const rules = reformYearOf(c.t.year);
  if (!rules || rules.pisCofins.inForce) return null;
  const rates = yearRates(rules.year as ReformYear, scenario, "none");
  const fuel = c.profile.cbsIbsAtOrigin;
  if (fuel) {
    const formula = "monofásicos: cobrados uma única vez na origem; a revenda não paga nem credita";
    return [line("cbs", "CBS", 0, formula, fuel), line("ibs", "IBS", 0, formula, fuel)];
  }
  const tax = c.profile.localTax;
  const core = regularCore(rates, c.annual, c.creditableAnnual, 0, 0, "net", {
    // Fuels: no ICMS on the reseller's invoice (charged at the origin), so none to keep out of the base.
    sales: c.profile.icmsAtOrigin ? null : { tax, rate: tax === "ICMS" ? c.icmsRate : c.issRate },
    purchases: c.purchasesLocal,
  });
  const supplier = `${fmtRate(c.purchasesLocal.rate)}${c.purchasesLocal.informed ? "" : ", suposto igual ao da empresa"}`;
  const formula = (rate: number, full: number) =>
    `(${fmtBRL(c.annual)} − ${tax} da venda ${fmtBRL(core.salesLocal)}) × ${fmtRate(rate)} − créditos (${fmtBRL(c.creditableAnnual)} − ICMS/ISS do fornecedor ${fmtBRL(core.purchasesLocal)}, ${supplier}) × ${fmtRate(full)} (cenário ${scenario.name}; saldo credor transportado)`;
  const source = "ADCT, art. 133 (EC 132/2023); LC 214/2025, art. 12, §2º, V";
  return [
    line(
      "cbs",
      "CBS",
      core.cbsPayable,
      formula(rates.cbs, rates.cbsFull),
      `${rules.cbs.source}; ${source}; ${scenario.source}`,
    ),
    line("ibs", "IBS", core.ibsPayable, formula(rates.ibs, rates.ibsFull), `${rules.ibs.source}; ${source}`),
  ];
}

/** Lucro Presumido for the year: four quarters (LC 224 included) plus ISS/ICMS and payroll charges. */
export function presumidoYear(c: NormalizedCompany, scenario: ReferenceScenario): RegimeCalc {
  const t = c.t;
  const p = t.presumido;
  const tq = c.lc224 ? t : { ...t, presumido: { ...p, lc224: null } };
  const q = quarters(c);
  let irpj = 0;
  let adicional = 0;
  let csll = 0;
  let pis = 0;
  let cofins = 0;
  let excess = 0;
  for (let i = 0; i < 4; i++) {
    const r = computePresumidoQuarter(tq, i + 1, c.profile.presumido, q[i], q.slice(0, i));
    irpj += r.irpj;
    adicional += r.irpjAdditional;
    csll += r.csll;
    pis += r.pis;
    cofins += r.cofins;
    excess += r.excess;
  }
  const pct = p.presumption[c.profile.presumido];
  const lines: Line[] = [
    line(
      "irpj",
      "IRPJ",
      irpj,
      `${fmtRate(p.irpj.value)} × ${fmtPct(pct.irpj, 2)} da receita de cada trimestre${excess > 0 ? " (com acréscimo da LC 224/2025)" : ""}`,
      pct.source,
    ),
    line(
      "irpj_adicional",
      "Adicional do IRPJ",
      adicional,
      `${fmtRate(p.additional.value)} da base trimestral acima de ${fmtBRL(p.additionalThresholdPerMonth.value * 3)}`,
      p.additional.source,
    ),
    line(
      "csll",
      "CSLL",
      csll,
      `${fmtRate(p.csll.value)} × ${fmtPct(pct.csll, 2)} da receita de cada trimestre`,
      p.csll.source,
    ),
    ...(cbsIbsLines(c, scenario) ?? [
      line("pis", "PIS", pis, `${fmtBRL(c.annual)} × ${fmtRate(p.pis.value)}`, p.pis.source),
      line("cofins", "COFINS", cofins, `${fmtBRL(c.annual)} × ${fmtRate(p.cofins.value)}`, p.cofins.source),
    ]),
    ...outsideLines(c),
    ...payrollLines(c, "presumido"),
  ];
  const limit = p.eligibilityLimit.value;
  const eligible = c.annual <= limit;
  return {
    regime: "presumido",
    eligible,
    reason: eligible
      ? `Receita anual dentro do limite de ${fmtBRL(limit)} do Lucro Presumido.`
      : `Receita anual acima de ${fmtBRL(limit)}: Lucro Real obrigatório.`,
    lines,
    context: presumidoContext(c, excess),
    total: totalOf(lines),
  };
}

function presumidoContext(c: NormalizedCompany, excess: Cents): Step[] {
  const rule = c.t.presumido.lc224;
  if (!rule || excess <= 0) return [];
  return [
    step(
      "Acréscimo da LC 224/2025",
      `receita acima de ${fmtBRL(rule.annualThreshold)} no ano: percentuais de presunção + ${fmtRate(rule.increase)} sobre ${fmtBRL(excess)}`,
      excess / 100,
      rule.source,
    ),
  ];
}

/** Lucro Real (quarterly): profit = revenue − costs − payroll − taxes on revenue, with the loss offset limit (30%). */
export function realYear(c: NormalizedCompany, scenario: ReferenceScenario): RegimeCalc {
  const t = c.t;
  const r = t.real;
  const nc = computePisCofinsNc(t, c.annual, c.creditableAnnual);
  const outside = outsideLines(c);
  const payroll = payrollLines(c, "real");
  const q = quarters(c);
  const quarterCosts = mulDiv(c.expensesAnnual + c.payrollAnnual + c.proLaboreAnnual + totalOf(payroll), 1, 4);
  let irpj = 0;
  let adicional = 0;
  let csll = 0;
  let lossIrpj = 0;
  let lossCsll = 0;
  const profits: Cents[] = [];
  for (let i = 0; i < 4; i++) {
    // Taxes on revenue are deductible expenses: spread by each quarter's share of the revenue. CBS and IBS (from
    // 2027) are charged on top of the price and are not part of the revenue, so they are not deducted.
    const share = c.annual > 0 ? mulDiv(nc.pis + nc.cofins + totalOf(outside), q[i], c.annual) : 0;
    const profit = q[i] - quarterCosts - share;
    profits.push(profit);
    const cap = profit > 0 ? applyRate(profit, r.lossOffsetLimit.value) : 0;
    const oI = Math.min(lossIrpj, cap);
    const oC = Math.min(lossCsll, cap);
    lossIrpj = lossIrpj - oI + (profit < 0 ? -profit : 0);
    lossCsll = lossCsll - oC + (profit < 0 ? -profit : 0);
    const qi = computeRealQuarter(t, profit - oI);
    const qc = computeRealQuarter(t, profit - oC);
    irpj += qi.irpj;
    adicional += qi.irpjAdditional;
    csll += qc.csll;
  }
  const lines: Line[] = [
    line(
      "irpj",
      "IRPJ",
      irpj,
      `${fmtRate(r.irpj.value)} do lucro real de cada trimestre (prejuízo compensado até ${fmtRate(r.lossOffsetLimit.value)})`,
      r.irpj.source,
    ),
    line(
      "irpj_adicional",
      "Adicional do IRPJ",
      adicional,
      `${fmtRate(r.additional.value)} do lucro trimestral acima de ${fmtBRL(r.additionalThresholdPerMonth.value * 3)}`,
      r.additional.source,
    ),
    line("csll", "CSLL", csll, `${fmtRate(r.csll.value)} do lucro real de cada trimestre`, r.csll.source),
    ...(cbsIbsLines(c, scenario) ?? [
      line(
        "pis",
        "PIS não cumulativo",
        nc.pis,
        `(${fmtBRL(c.annual)} − créditos ${fmtBRL(c.creditableAnnual)}) × ${fmtRate(r.pis.value)}`,
        r.pis.source,
      ),
      line(
        "cofins",
        "COFINS não cumulativa",
        nc.cofins,
        `(${fmtBRL(c.annual)} − créditos ${fmtBRL(c.creditableAnnual)}) × ${fmtRate(r.cofins.value)}`,
        r.cofins.source,
      ),
    ]),
    ...outside,
    ...payroll,
  ];
  return {
    regime: "real",
    eligible: true,
    reason: "Lucro Real é permitido a qualquer empresa.",
    lines,
    context: realContext(c, profits),
    total: totalOf(lines),
  };
}

function realContext(_c: NormalizedCompany, profits: Cents[]): Step[] {
  return [
    step(
      "Lucro real por trimestre",
      profits.map((p, i) => `${i + 1}º: ${fmtBRL(p)}`).join("; ") +
        " (receita − despesas − folha − pró-labore − encargos − tributos sobre a receita)",
      profits.reduce((a, b) => a + b, 0) / 100,
      "Lei 9.430/1996, art. 1º; Decreto 9.580/2018 (RIR), art. 258",
    ),
  ];
}
