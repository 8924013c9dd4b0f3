import { applyRate } from "../money";
import { computeMeiDas, computeMeiLimit } from "../mei";
import { fmtBRL, fmtPct, fmtRate } from "../steps";
import type { NormalizedCompany } from "./company";
import { line, totalOf, type Line, type RegimeCalc } from "./regime-result";

/** MEI for the year: 12 fixed DAS plus the MEI's CPP and FGTS on the one allowed employee. */
export function meiYear(c: NormalizedCompany): RegimeCalc {
  const t = c.t;
  const m = t.mei;
  const activity = c.profile.mei;
  const { limit, withTolerance } = computeMeiLimit(t, 12, false);
  const das = computeMeiDas(t, activity ?? "servicos");
  const lines: Line[] = [
    line("das_mei", "DAS-MEI", das.total * 12, `12 × ${fmtBRL(das.total)}`, "Res. CGSN 140/2018, art. 101"),
  ];
  if (c.payrollAnnual > 0) {
    lines.push(
      line(
        "cpp_folha",
        `CPP do empregado do MEI (${fmtRate(m.employeeCpp.value)})`,
        applyRate(c.payrollAnnual, m.employeeCpp.value),
        `${fmtBRL(c.payrollAnnual)} × ${fmtRate(m.employeeCpp.value)}`,
        m.employeeCpp.source,
      ),
      line(
        "fgts",
        "FGTS",
        applyRate(c.payrollAnnual, t.payroll.fgts.value),
        `${fmtBRL(c.payrollAnnual)} × ${fmtRate(t.payroll.fgts.value)}`,
        t.payroll.fgts.source,
      ),
    );
  }
  let reason: string;
  let eligible = false;
  if (activity === null)
    reason =
      "A atividade não pode ser exercida como MEI (profissão regulamentada ou atividade fora do Anexo XI da Res. CGSN 140/2018).";
  else if (c.partners > 1) reason = "O MEI não pode ter sócios.";
  else if (c.employees > m.maxEmployees.value) reason = `O MEI pode ter no máximo ${m.maxEmployees.value} empregado.`;
  else if (c.annual > withTolerance)
    reason = `Receita de ${fmtBRL(c.annual)} acima de ${fmtBRL(withTolerance)} (limite + ${fmtRate(m.tolerance.value)}): desenquadramento retroativo a janeiro.`;
  else {
    eligible = true;
    if (c.annual > limit) {
      // Excess within 20%: paid in one DAS with the Simples rates of the first band (art. 18-A §10).
      const nominal = t.simples.annexes[c.profile.annex].bands[0];
      lines.push(
        line(
          "excesso_mei",
          "Tributo sobre o excesso de receita (estimativa)",
          applyRate(c.annual - limit, nominal.nominal),
          `(${fmtBRL(c.annual)} − ${fmtBRL(limit)}) × ${fmtPct(nominal.nominal, 2)} (1ª faixa do Anexo ${c.profile.annex})`,
          "LC 123/2006, art. 18-A, §7º, III, a e §10",
        ),
      );
    }
    reason =
      c.annual > limit
        ? `Receita acima de ${fmtBRL(limit)}, mas dentro da tolerância de ${fmtRate(m.tolerance.value)}: continua MEI até dezembro e paga o excesso em guia única.`
        : `Receita anual de ${fmtBRL(c.annual)} dentro do limite de ${fmtBRL(limit)}.`;
  }
  return { regime: "mei", eligible, reason, lines, total: totalOf(lines) };
}
