import { PPM, applyRate, gcd, mulDiv, toReais, type Cents, type Ppm } from "./money";
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

/** The art. 6º-A withholding of one month's single payment from one company to one resident person. */
export function monthWithholding(t: TaxTables, amount: Cents): Cents {
  const w = t.dividends.withholding;
  return w && amount > w.threshold ? applyRate(amount, w.rate) : 0;
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
  /** IRPF due, exclusive-source tax and other definitive tax on the included income (§3º, I–IV). */
  otherTaxPaid?: number;
  /**
   * Art. 16-B redutor for the dividends of ONE company: the dividends it paid this person in the year, its IRPJ + CSLL
   * due and its lucro contábil (profit before income taxes) of the year the profits refer to, in reais.
   */
  redutor?: { dividends: number; companyIncomeTax: number; accountingProfit: number };
}

export interface IrpfmResult {
  rate: number;
  grossMinimumTax: number;
  /** Art. 16-B redutor (0 without `redutor` input or when the combined rate is within the limit). */
  redutor: number;
  /** max(0, gross − otherTaxPaid − redutor) − withheld; negative is a refund. */
  balance: number;
  steps: Step[];
}

export interface IrpfmCore {
  rateNum: number;
  rateDen: number;
  gross: Cents;
  /** IRPF of the return and other definitive tax deducted (§3º, I–IV). */
  other: Cents;
  redutor: Cents;
  /** max(0, gross − other − redutor) (§§3º and 4º). */
  due: Cents;
  /** due − withheld (§5º); negative is a refund (§6º). */
  balance: Cents;
}

function irpfmRate(t: TaxTables, income: Cents): { rateNum: number; rateDen: number } {
  const m = t.dividends.irpfm;
  if (!m || income <= m.lower) return { rateNum: 0, rateDen: 1 };
  if (income >= m.upper) return { rateNum: m.maxRate, rateDen: PPM };
  // Linear from 0 at `lower` to maxRate at `upper` (2026: REND / 60.000 − 10 %), in lowest terms.
  const g = gcd(m.maxRate, PPM);
  return { rateNum: (income - m.lower) * (m.maxRate / g), rateDen: (m.upper - m.lower) * (PPM / g) };
}

/** The IRPFM due before the art. 16-B redutor: max(0, rate × income − other) (art. 16-A §§2º–4º). */
function dueBeforeRedutor(t: TaxTables, income: Cents, other: Cents): Cents {
  const { rateNum, rateDen } = irpfmRate(t, income);
  const gross = rateNum === 0 ? 0 : mulDiv(income, rateNum, rateDen);
  return gross > other ? gross - other : 0;
}

export function computeIrpfm(
  t: TaxTables,
  income: Cents,
  withheld: Cents,
  other: Cents,
  redutor: Cents = 0,
): IrpfmCore {
  const { rateNum, rateDen } = irpfmRate(t, income);
  const gross = rateNum === 0 ? 0 : mulDiv(income, rateNum, rateDen);
  const net = gross - other - redutor;
  const due = net > 0 ? net : 0;
  return { rateNum, rateDen, gross, other, redutor, due, balance: due - withheld };
}

export interface RedutorCore {
  /** The company's IRPJ + CSLL ÷ its lucro contábil (§3º, I), exact; null when the profit is not positive. */
  companyRate: { num: Cents; den: Cents } | null;
  /** The IRPFM due (before the redutor) with these dividends minus without them (§3º, II, a). */
  increase: Cents;
  dividends: Cents;
  /** The sum of nominal rates (§1º): 34% for companies other than insurers and financial institutions. */
  limit: Ppm;
  /** dividends × (company rate + increase ÷ dividends − limit), at least 0, rounded once (§2º). */
  redutor: Cents;
}

/**
 * Art. 16-B redutor of the IRPFM on the dividends of one company (Lei 9.250/1995 art. 16-B, §§1º–3º): when the
 * company's effective IRPJ + CSLL rate on its lucro contábil plus the person's effective IRPFM rate on those
 * dividends exceeds the limit, the excess × the dividends. null in years without the IRPFM.
 */
export function computeIrpfmRedutor(
  t: TaxTables,
  p: { income: Cents; other: Cents; dividends: Cents; companyIncomeTax: Cents; accountingProfit: Cents },
): RedutorCore | null {
  const m = t.dividends.irpfm;
  if (!m) return null;
  const limit = m.redutorLimit.value;
  const companyRate = p.accountingProfit > 0 ? { num: p.companyIncomeTax, den: p.accountingProfit } : null;
  const increase =
    dueBeforeRedutor(t, p.income, p.other) - dueBeforeRedutor(t, Math.max(0, p.income - p.dividends), p.other);
  let redutor = 0;
  if (companyRate && p.dividends > 0) {
    // dividends × tax ÷ profit + increase − dividends × limit, over one denominator: exact, rounded once.
    const lc = BigInt(companyRate.den);
    const d = BigInt(p.dividends);
    const num =
      d * BigInt(companyRate.num) * BigInt(PPM) + BigInt(increase) * lc * BigInt(PPM) - d * BigInt(limit) * lc;
    const den = lc * BigInt(PPM);
    if (num > 0n) {
      const q = num / den;
      redutor = Number(2n * (num - q * den) >= den ? q + 1n : q);
    }
  }
  return { companyRate, increase, dividends: p.dividends, limit, redutor };
}

/** The memória of the art. 16-B redutor. */
export function redutorSteps(t: TaxTables, r: RedutorCore, who = ""): Step[] {
  const src = (t.dividends.irpfm as NonNullable<TaxTables["dividends"]["irpfm"]>).redutorLimit.source;
  const of = who === "" ? "" : ` (${who})`;
  if (!r.companyRate)
    return [
      step(`Redutor do art. 16-B${of}`, "sem lucro contábil positivo: alíquota efetiva da empresa indefinida", 0, src),
    ];
  const irpfmRate = r.dividends > 0 ? r.increase / r.dividends : 0;
  return [
    step(
      `Alíquota efetiva de IRPJ + CSLL da empresa${of}`,
      `${fmtBRL(r.companyRate.num)} ÷ lucro contábil ${fmtBRL(r.companyRate.den)} = ${fmtRatio(r.companyRate.num, r.companyRate.den, 2)}`,
      r.companyRate.num / r.companyRate.den,
      "Lei 9.250/1995, art. 16-B, §3º, I e III (incluído pela Lei 15.270/2025)",
    ),
    step(
      `Alíquota efetiva do IRPFM sobre os dividendos${of}`,
      `acréscimo do IRPFM pela inclusão dos dividendos ${fmtBRL(r.increase)} ÷ ${fmtBRL(r.dividends)} = ${fmtRatio(r.increase, Math.max(1, r.dividends), 2)}`,
      irpfmRate,
      "Lei 9.250/1995, art. 16-B, §3º, II (incluído pela Lei 15.270/2025)",
    ),
    step(
      `Redutor do art. 16-B${of}`,
      r.redutor > 0
        ? `${fmtBRL(r.dividends)} × (${fmtRatio(r.companyRate.num, r.companyRate.den, 2)} + ${fmtRatio(r.increase, Math.max(1, r.dividends), 2)} − ${fmtRate(r.limit)})`
        : `soma das alíquotas efetivas até ${fmtRate(r.limit)}: sem redutor`,
      toReais(r.redutor),
      src,
    ),
  ];
}

/** Minimum annual tax on high incomes, IRPFM (Lei 9.250/1995 arts. 16-A and 16-B, from calendar year 2026). */
export function irpfm(input: IrpfmInput): IrpfmResult {
  const t = tablesFor(input.year);
  const income = money(input.annualIncome, "annualIncome");
  const withheld = optionalMoney(input.withheld, "withheld", 0);
  const other = optionalMoney(input.otherTaxPaid, "otherTaxPaid", 0);
  const r =
    input.redutor === undefined
      ? null
      : computeIrpfmRedutor(t, {
          income,
          other,
          dividends: money(input.redutor.dividends, "redutor.dividends"),
          companyIncomeTax: money(input.redutor.companyIncomeTax, "redutor.companyIncomeTax"),
          accountingProfit: money(input.redutor.accountingProfit, "redutor.accountingProfit", { allowNegative: true }),
        });
  const c = computeIrpfm(t, income, withheld, other, r?.redutor ?? 0);
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
    ...(r ? redutorSteps(t, r) : []),
    step(
      "Saldo do IRPFM",
      `máx(0, ${fmtBRL(c.gross)} − ${fmtBRL(other)} de IRPF e tributação definitiva${c.redutor > 0 ? ` − ${fmtBRL(c.redutor)} de redutor` : ""}) − ${fmtBRL(withheld)} retidos sobre dividendos (negativo = restituição)`,
      toReais(c.balance),
      src,
    ),
  ];
  return {
    rate: c.rateNum / c.rateDen,
    grossMinimumTax: toReais(c.gross),
    redutor: toReais(c.redutor),
    balance: toReais(c.balance),
    steps,
  };
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
