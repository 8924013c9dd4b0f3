import { applyRate, type Cents } from "../money";
import { chargeRates, type EmployerRegime } from "../payroll";
import { fmtBRL, fmtPct, fmtRate } from "../steps";
import type { NormalizedCompany } from "./company";
import { line, type Line } from "./regime-result";

/** Employer charges of the year outside the DAS: on salaries (with 13º and férias) and on pró-labore. */
export function payrollLines(c: NormalizedCompany, regime: EmployerRegime): Line[] {
  const t = c.t;
  const p = t.payroll;
  const lines: Line[] = [];
  const base = c.payrollAnnual;
  if (base > 0) {
    const r = chargeRates(t, regime, c.charges);
    if (r.cpp > 0)
      lines.push(
        line(
          "cpp_folha",
          "CPP sobre a folha",
          applyRate(base, r.cpp),
          `folha anual ${fmtBRL(base)} (12 salários + 13º + 1/3 de férias) × ${fmtPct(r.cpp, 2)}`,
          regime === "mei" ? p.meiCpp.source : p.cpp.source,
        ),
      );
    if (r.rat > 0)
      lines.push(
        line(
          "rat",
          "RAT × FAP",
          applyRate(base, r.rat),
          `folha anual ${fmtBRL(base)} (12 salários + 13º + 1/3 de férias) × ${fmtPct(r.rat)}`,
          p.defaultRat.source,
        ),
      );
    if (r.thirdParty > 0)
      lines.push(
        line(
          "terceiros",
          "Terceiros (Sistema S)",
          applyRate(base, r.thirdParty),
          `folha anual ${fmtBRL(base)} (12 salários + 13º + 1/3 de férias) × ${fmtPct(r.thirdParty, 2)}`,
          p.defaultThirdParty.source,
        ),
      );
    lines.push(
      line(
        "fgts",
        "FGTS",
        applyRate(base, r.fgts),
        `folha anual ${fmtBRL(base)} (12 salários + 13º + 1/3 de férias) × ${fmtRate(r.fgts)}`,
        p.fgts.source,
      ),
    );
  }
  if (c.proLaboreAnnual > 0 && regime !== "simples" && regime !== "mei") {
    lines.push(
      line(
        "cpp_pro_labore",
        "CPP sobre o pró-labore",
        applyRate(c.proLaboreAnnual, p.proLaboreCpp.value),
        `${fmtBRL(c.proLaboreAnnual)} × ${fmtRate(p.proLaboreCpp.value)}`,
        p.proLaboreCpp.source,
      ),
    );
  }
  return lines;
}

export function fgtsAnnual(c: NormalizedCompany): Cents {
  return applyRate(c.payrollAnnual, c.t.payroll.fgts.value);
}
