import { redutorSteps } from "../../dividends";
import { irpfAnnualSteps } from "../../irpf-annual";
import { toReais, type Cents } from "../../money";
import { fmtBRL, fmtRate, fmtRatio, step, type Step } from "../../steps";
import { companyYear } from "./company-side";
import type { Eval } from "./evaluate";
import type { Ctx } from "./context";
import type { PartnerYear } from "./partner-year";

function partnerSteps(x: Ctx, p: PartnerYear, named: boolean): Step[] {
  const t = x.t;
  const who = named ? p.partner.label : "";
  const of = named ? ` (${who})` : "";
  const ir = t.irrf;
  const steps: Step[] = [];
  if (p.proLabore > 0) {
    steps.push(
      step(
        `INSS do sócio no ano${of}`,
        `12 × ${fmtRate(t.payroll.partnerInss.value)} × ${fmtBRL(p.month.inssBase)} (pró-labore não tem 13º salário)`,
        toReais(p.inss),
        t.payroll.partnerInss.source,
      ),
      step(
        `IRRF retido no ano${of}`,
        p.month.irrf.dispensed
          ? `imposto mensal de ${fmtBRL(p.month.irrf.due)} não retido (até ${fmtBRL(ir.dispensa.value)}); fica para a declaração`
          : `12 × ${fmtBRL(p.month.irrf.tax)} retidos na fonte; antecipação do imposto da declaração`,
        toReais(p.irrfWithheld),
        p.month.irrf.dispensed ? ir.dispensa.source : ir.source,
      ),
    );
  }
  if (p.returnAll) {
    steps.push(...irpfAnnualSteps(t, p.returnAll, who));
    if (p.returnOther) {
      steps.push(
        step(
          `IRPF só sobre as outras rendas tributáveis${of}`,
          `declaração com ${fmtBRL(p.partner.otherTaxable)} (aluguéis, salários) e sem o pró-labore`,
          toReais(p.irpfOther),
          (t.irpfAnnual as NonNullable<typeof t.irpfAnnual>).source,
        ),
        step(
          `IRPF que o pró-labore acrescenta${of}`,
          `${fmtBRL(p.irpfReturn)} − ${fmtBRL(p.irpfOther)}`,
          toReais(p.irpf),
          "Lei 9.250/1995, arts. 8º e 12",
        ),
      );
    }
    if (p.proLabore > 0)
      steps.push(
        step(
          `Saldo da declaração pelo pró-labore${of}`,
          `${fmtBRL(p.irpf)} − ${fmtBRL(p.irrfWithheld)} retidos (negativo = restituição)`,
          toReais(p.irpf - p.irrfWithheld),
          "Lei 9.250/1995, art. 12, V",
        ),
      );
  } else {
    steps.push(
      step(
        `IR do pró-labore no ano${of}`,
        `12 × ${fmtBRL(p.month.irrf.due)} (sem tabela anual de ${t.year}: a declaração não foi simulada)`,
        toReais(p.irpf),
        ir.source,
      ),
    );
  }
  const w = t.dividends.withholding;
  steps.push(
    step(
      `Dividendos no ano${of}`,
      `${fmtRate(p.partner.share)} do lucro distribuído, em 12 pagamentos de ${fmtBRL(p.payment)}${p.lastPayment !== p.payment ? ` (o último de ${fmtBRL(p.lastPayment)})` : ""}`,
      toReais(p.dividends),
      "Lei 9.249/1995, art. 10",
    ),
  );
  if (w)
    steps.push(
      step(
        `Retenção sobre dividendos${of}`,
        p.withheld > 0
          ? `pagamentos acima de ${fmtBRL(w.threshold)} no mês: ${fmtRate(w.rate)} sobre o total de cada mês`
          : `nenhum pagamento mensal acima de ${fmtBRL(w.threshold)}: sem retenção`,
        toReais(p.withheld),
        w.source,
      ),
    );
  const m = t.dividends.irpfm;
  if (m) {
    steps.push(
      step(
        `Rendimentos para o IRPFM${of}`,
        `pró-labore ${fmtBRL(p.proLabore * 12)} + dividendos ${fmtBRL(p.dividends)} + outras rendas ${fmtBRL(p.partner.otherTaxable + p.partner.otherExempt)}`,
        toReais(p.irpfmIncome),
        `${m.source}, §1º`,
      ),
    );
    if (p.irpfmIncome > m.lower) {
      steps.push(
        step(
          `IRPFM bruto${of}`,
          `${fmtBRL(p.irpfmIncome)} × ${fmtRatio(p.irpfm.rateNum, p.irpfm.rateDen)}`,
          toReais(p.irpfm.gross),
          `${m.source}, §2º`,
        ),
      );
      if (p.redutor) steps.push(...redutorSteps(t, p.redutor, who));
      steps.push(
        step(
          `Saldo do IRPFM${of}`,
          `máx(0, ${fmtBRL(p.irpfm.gross)} − IRPF da declaração ${fmtBRL(p.irpfReturn)}${p.partner.otherExclusiveTax > 0 ? ` − IR exclusivo na fonte ${fmtBRL(p.partner.otherExclusiveTax)}` : ""}${p.irpfm.redutor > 0 ? ` − redutor ${fmtBRL(p.irpfm.redutor)}` : ""}) − retenção ${fmtBRL(p.withheld)}${p.irpfmOther.balance !== 0 ? ` − IRPFM das outras rendas sozinhas ${fmtBRL(p.irpfmOther.balance)}` : ""} (negativo = restituição)`,
          toReais(p.irpfmBalance),
          `${m.source}, §§3º a 6º`,
        ),
      );
    } else if (p.withheld > 0) {
      steps.push(
        step(
          `Saldo do IRPFM${of}`,
          `rendimentos até ${fmtBRL(m.lower)}: sem IRPFM; a retenção de ${fmtBRL(p.withheld)} é restituída na declaração`,
          toReais(p.irpfmBalance),
          `${m.source}, §§5º e 6º`,
        ),
      );
    }
  }
  steps.push(
    step(
      `Tributos do sócio no ano${of}`,
      `INSS ${fmtBRL(p.inss)} + IRPF ${fmtBRL(p.irpf)} + retenção ${fmtBRL(p.withheld)} + IRPFM ${fmtBRL(p.irpfmBalance)}`,
      toReais(p.tax),
      "Soma das parcelas acima",
    ),
  );
  return steps;
}

/** The memória of one evaluated choice: the company's taxes, each partner's year, the total. */
export function memoria(x: Ctx, e: Eval): Step[] {
  const named = x.partners.length > 1;
  const c = companyYear(x, e.company.proLabore);
  const sumP = e.proLabores.reduce((a, b) => a + b, 0);
  const steps: Step[] = [
    step(
      "Lucro antes do pró-labore",
      `${fmtBRL(x.revenue)} − ${fmtBRL(x.costs)} por mês`,
      toReais(x.revenue - x.costs),
      "Valores informados",
    ),
    step(
      "Pró-labore por mês",
      named
        ? x.partners.map((p, i) => `${p.label}: ${fmtBRL(e.proLabores[i])}`).join("; ")
        : "menor tributo total (empresa + sócio) entre os pontos de quebra e uma varredura fina",
      toReais(sumP),
      "Lei 8.212/1991, art. 21; Lei 9.250/1995, arts. 3º-A e 11-A",
    ),
    ...c.context,
  ];
  for (const l of c.lines) steps.push(step(l.label, l.formula, toReais(l.cents), l.source));
  steps.push(
    step(
      "Tributos da empresa no ano",
      "soma das linhas acima (encargos dos empregados ficam nos custos informados)",
      toReais(c.total),
      "Soma das parcelas acima",
    ),
    step(
      "Lucro contábil (antes do IRPJ e da CSLL)",
      `(receita − custos − pró-labore) × 12 − tributos da empresa exceto IRPJ e CSLL (${fmtBRL(c.total - c.incomeTax)})`,
      toReais(c.accountingProfit),
      "Lei 9.250/1995, art. 16-B, §3º, III (incluído pela Lei 15.270/2025)",
    ),
    step(
      "Lucro distribuído no ano",
      `${fmtBRL(c.accountingProfit)} − IRPJ e CSLL ${fmtBRL(c.incomeTax)}${named ? ", dividido pelas participações" : ""}`,
      toReais(c.distributable),
      "Lei 9.249/1995, art. 10",
    ),
  );
  for (const p of e.partners) steps.push(...partnerSteps(x, p, named));
  steps.push(
    step(
      "Tributo total no ano",
      named ? "empresa + todos os sócios" : "empresa + sócio",
      toReais(e.total),
      "Soma das parcelas acima",
    ),
  );
  return steps;
}

/** The pró-labore at which the dividends of some partner still pass the withholding threshold in a month. */
export function anyWithholding(e: Eval): boolean {
  return e.partners.some((p) => p.withheld > 0);
}

export function totalRedutor(e: Eval): Cents {
  return e.partners.reduce((s, p) => s + p.irpfm.redutor, 0);
}
