import { PPM, applyRate, gcd, mulDiv, toReais, type Cents } from "./money";
import { fmtBRL, fmtRate, fmtRatio, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { bool, money, moneyList, optionalMoney } from "./validate";

export interface DividendWithholdingInput {
  year?: TaxYear;
  /** Payments by ONE company to ONE person in ONE month, in order, in reais. */
  payments: number[];
  /** Profits of 2025 or earlier whose distribution was approved by 31/12/2025 (transition rule). Default false. */
  approvedUpTo2025?: boolean;
  /** Beneficiary resident abroad: 10% on any amount (Lei 9.249 art. 10 §4º). Default false. */
  nonResident?: boolean;
}

export interface DividendWithholdingResult {
  withheld: number;
  perPayment: number[];
  steps: Step[];
}

/** Withholding due on each payment: 10% of the month's running total once it exceeds the threshold, minus what was already withheld. */
export function computeDividendWithholding(
  t: TaxTables,
  payments: readonly Cents[],
  exempt: boolean,
  nonResident: boolean,
): Cents[] {
  const w = t.dividends.withholding;
  const per: Cents[] = new Array(payments.length).fill(0);
  if (!w || exempt) return per;
  let total = 0;
  let withheld = 0;
  for (let i = 0; i < payments.length; i++) {
    total += payments[i];
    const due = nonResident || total > w.threshold ? applyRate(total, w.rate) : 0;
    per[i] = due - withheld;
    withheld = due;
  }
  return per;
}

/** Monthly IRRF on profits and dividends above R$ 50.000 from one company to one person (Lei 9.250/1995 art. 6º-A). */
export function dividendWithholding(input: DividendWithholdingInput): DividendWithholdingResult {
  const t = tablesFor(input.year);
  const payments = moneyList(input.payments, "payments", 1_000);
  const exempt = bool(input.approvedUpTo2025, "approvedUpTo2025", false);
  const nonResident = bool(input.nonResident, "nonResident", false);
  const per = computeDividendWithholding(t, payments, exempt, nonResident);
  const withheld = per.reduce((a, b) => a + b, 0);
  const total = payments.reduce((a, b) => a + b, 0);
  const w = t.dividends.withholding;
  const steps: Step[] = [];
  if (!w) {
    steps.push(
      step(
        "Retenção sobre dividendos",
        `não havia retenção sobre lucros e dividendos em ${t.year}`,
        0,
        "Lei 9.249/1995, art. 10",
      ),
    );
  } else if (exempt) {
    steps.push(
      step(
        "Regra de transição",
        "lucros apurados até 2025 com distribuição aprovada até 31/12/2025: sem retenção",
        0,
        w.transition,
      ),
    );
  } else {
    steps.push(
      step(
        "Total pago no mês",
        `soma dos ${payments.length} pagamentos da mesma empresa à mesma pessoa`,
        toReais(total),
        w.source,
      ),
      step(
        `Retenção de ${fmtRate(w.rate)}`,
        nonResident
          ? `beneficiário no exterior: ${fmtRate(w.rate)} × ${fmtBRL(total)}, sem limite de isenção`
          : total > w.threshold
            ? `total acima de ${fmtBRL(w.threshold)}: ${fmtRate(w.rate)} × ${fmtBRL(total)} (sobre o total, não só o excesso)`
            : `total até ${fmtBRL(w.threshold)}: sem retenção`,
        toReais(withheld),
        nonResident ? w.nonResident : w.source,
      ),
    );
  }
  return { withheld: toReais(withheld), perPayment: per.map(toReais), steps };
}

export interface IrpfmInput {
  year?: TaxYear;
  /** Total income of the year for IRPFM (taxable, exempt and exclusively taxed, dividends included), in reais. */
  annualIncome: number;
  /** Monthly dividend withholding of the year (art. 6º-A), deducted after the floor at zero (§5). */
  withheld?: number;
  /** IRPF due, exclusive-source tax and other definitive tax on the included income (§1º, I–IV). */
  otherTaxPaid?: number;
}

export interface IrpfmResult {
  rate: number;
  grossMinimumTax: number;
  /** max(0, gross − otherTaxPaid) − withheld; negative is a refund. */
  balance: number;
  steps: Step[];
}

export interface IrpfmCore {
  rateNum: number;
  rateDen: number;
  gross: Cents;
  balance: Cents;
}

export function computeIrpfm(t: TaxTables, income: Cents, withheld: Cents, other: Cents): IrpfmCore {
  const m = t.dividends.irpfm;
  if (!m || income <= m.lower) return { rateNum: 0, rateDen: 1, gross: 0, balance: -withheld };
  // Linear from 0 at `lower` to maxRate at `upper` (2026: REND / 60.000 − 10 %), in lowest terms.
  const g = gcd(m.maxRate, PPM);
  const rateNum = income >= m.upper ? m.maxRate : (income - m.lower) * (m.maxRate / g);
  const rateDen = income >= m.upper ? PPM : (m.upper - m.lower) * (PPM / g);
  const gross = mulDiv(income, rateNum, rateDen);
  const due = gross > other ? gross - other : 0;
  return { rateNum, rateDen, gross, balance: due - withheld };
}

/** Minimum annual tax on high incomes, IRPFM (Lei 9.250/1995 art. 16-A, from calendar year 2026). */
export function irpfm(input: IrpfmInput): IrpfmResult {
  const t = tablesFor(input.year);
  const income = money(input.annualIncome, "annualIncome");
  const withheld = optionalMoney(input.withheld, "withheld", 0);
  const other = optionalMoney(input.otherTaxPaid, "otherTaxPaid", 0);
  const c = computeIrpfm(t, income, withheld, other);
  const m = t.dividends.irpfm;
  const src = m?.source ?? "Lei 15.270/2025 (IRPFM a partir do ano-calendário 2026)";
  const steps: Step[] = [
    step(
      "Alíquota do IRPFM",
      !m
        ? `IRPFM não existia em ${t.year}`
        : income <= m.lower
          ? `rendimentos até ${fmtBRL(m.lower)}: 0%`
          : income >= m.upper
            ? `rendimentos a partir de ${fmtBRL(m.upper)}: ${fmtRate(m.maxRate)}`
            : `${fmtRate(m.maxRate)} × (${fmtBRL(income)} − ${fmtBRL(m.lower)}) ÷ (${fmtBRL(m.upper)} − ${fmtBRL(m.lower)}) = ${fmtRatio(c.rateNum, c.rateDen)}`,
      c.rateNum / c.rateDen,
      src,
    ),
    step("Imposto mínimo bruto", `${fmtBRL(income)} × ${fmtRatio(c.rateNum, c.rateDen)}`, toReais(c.gross), src),
    step(
      "Saldo do IRPFM",
      `máx(0, ${fmtBRL(c.gross)} − ${fmtBRL(other)} de IRPF e tributação definitiva) − ${fmtBRL(withheld)} retidos sobre dividendos (negativo = restituição)`,
      toReais(c.balance),
      src,
    ),
  ];
  return { rate: c.rateNum / c.rateDen, grossMinimumTax: toReais(c.gross), balance: toReais(c.balance), steps };
}

export interface JcpInput {
  year?: TaxYear;
  /** Juros sobre capital próprio credited or paid, in reais. */
  amount: number;
}

/** IRRF on juros sobre capital próprio (Lei 9.249/1995 art. 9º §2º; the rate raised from 2026 by LC 224/2025). */
export function jcpWithholding(input: JcpInput): { withheld: number; net: number; steps: Step[] } {
  const t = tablesFor(input.year);
  const amount = money(input.amount, "amount");
  const withheld = applyRate(amount, t.dividends.jcpRate.value);
  return {
    withheld: toReais(withheld),
    net: toReais(amount - withheld),
    steps: [
      step(
        "IRRF sobre JCP",
        `${fmtBRL(amount)} × ${fmtRatio(t.dividends.jcpRate.value, PPM)}`,
        toReais(withheld),
        t.dividends.jcpRate.source,
      ),
    ],
  };
}
