import type { EmployerRegime } from "@/lib/tax/payroll";
import { findAmounts, type FoundAmount } from "../amounts";

// What the basic mode recognises in a question (pt-BR, as people write it): which engine job it asks for and
// the figures it gives. Pure. Anything else goes to the knowledge base (knowledge.ts).

export type Activity = "comercio" | "industria" | "servicos_gerais" | "servicos_fator_r" | "servicos_anexo_iv";
export type MeiActivity = "comercio" | "industria" | "servicos" | "comercio_servicos";

export type Intent =
  | {
      kind: "simples_das";
      activity: Activity | null;
      monthRevenue: number | null;
      rbt12: number | null;
      payroll12m: number | null;
    }
  | { kind: "fator_r"; monthRevenue: number | null; rbt12: number | null; payroll12m: number | null }
  | { kind: "mei"; activity: MeiActivity | null; monthRevenue: number | null }
  | { kind: "clt_vs_pj"; salary: number | null }
  | { kind: "irrf"; salary: number | null; dependents: number }
  /** "Quanto custa contratar um CLT de R$ 3.000": the employer's cost (the labour tool). */
  | { kind: "labor_cost"; salary: number; regime: EmployerRegime | null }
  /** "Férias e 13º de um salário de 3 mil": the monthly provisions the labour tool returns. */
  | { kind: "vacation_13th"; salary: number | null; regime: EmployerRegime | null }
  /** "Salário líquido de 3.500,50": INSS and IRRF of the month and what is left. */
  | { kind: "net_salary"; salary: number | null; dependents: number }
  | {
      kind: "profit";
      activity: Activity | null;
      regime: "simples" | "presumido" | "real" | null;
      monthRevenue: number | null;
      monthlyCosts: number | null;
      /** "2 sócios": the number of partners, each with an equal share (null: one). */
      partners: number | null;
    }
  /** The consumption-tax reform for a company: the user's own (none of the figures given) or the one described. */
  | {
      kind: "reforma";
      activity: Activity | null;
      monthRevenue: number | null;
      rbt12: number | null;
      creditingBuyersPercent: number | null;
      /** "Até quando tenho que decidir?": the deadline leads the answer. */
      deadline: boolean;
    };

/** Lower case, no accents, hyphens as spaces, one space: the form every keyword is compared in. */
export function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

const has = (q: string, ...patterns: RegExp[]) => patterns.some((p) => p.test(q));

type Role = "revenue" | "payroll" | "costs" | "salary" | "other";

type Labelled = { centavos: number; role: Role; annual: boolean };

/** A year of the reform written as a plain number ("em 2027"): not an amount. */
const REFORM_YEAR = /^20(?:2[6-9]|3[0-3])$/;

/** Each amount with what the words just before it say it is, and whether it is per year. */
function labelAmounts(original: string): Labelled[] {
  const amounts = findAmounts(original, { plainNumbers: true }).filter(
    (a) => a.kind === "money" && !REFORM_YEAR.test(a.text.trim()),
  );
  return amounts.map((a: FoundAmount, i) => {
    const prevEnd = i > 0 ? amounts[i - 1].end : 0;
    const before = normalise(original.slice(Math.max(prevEnd, a.start - 40), a.start));
    const after = normalise(original.slice(a.end, a.end + 25));
    const role: Role = /fatur|receita|vend[oae]|vendas/.test(before)
      ? "revenue"
      : /folha|pro.?labore|prolabore/.test(before)
        ? "payroll"
        : /custo|despesa|gasto/.test(before)
          ? "costs"
          : /salario|ganh[oa]|receb[oe]|remuneracao|renda/.test(before)
            ? "salary"
            : "other";
    const annual =
      /^\s*(?:reais\s*)?(?:por ano|ao ano|anuais|anual|no ano|em 12 meses|nos ultimos 12 meses)/.test(after) ||
      /anual|por ano|no ano/.test(before);
    return { centavos: a.centavos, role, annual };
  });
}

function pick(list: Labelled[], ...roles: Role[]): Labelled | undefined {
  return list.find((a) => roles.includes(a.role));
}

const WORD_NUMBERS: Record<string, number> = { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 };

/** "2 sócios", "três sócios" (q normalised): the number of partners, between 2 and 10; null otherwise. */
function partnersOf(q: string): number | null {
  const m = /\b(\d{1,2}|dois|duas|tres|quatro|cinco) socio/.exec(q);
  if (!m) return null;
  const n = WORD_NUMBERS[m[1]] ?? Number(m[1]);
  return n >= 2 && n <= 10 ? n : null;
}

function activityOf(q: string): Activity | null {
  if (has(q, /\b(comercio|loja|varejo|atacado|revenda|mercadoria|comercial)/)) return "comercio";
  if (has(q, /\b(industria|fabrica|fabricacao|industrial)/)) return "industria";
  if (has(q, /\b(construcao|obra|vigilancia|limpeza|advocacia)/)) return "servicos_anexo_iv";
  if (
    has(
      q,
      /\b(consultoria|engenharia|software|programacao|ti\b|tecnologia|medic|odonto|psicolog|publicidade|arquitetura|design)/,
    )
  )
    return "servicos_fator_r";
  if (has(q, /\bservicos?\b|prestacao de servico|prestador/)) return "servicos_gerais";
  return null;
}

function meiActivityOf(q: string): MeiActivity | null {
  const commerce = has(q, /\b(comercio|loja|venda|revenda|varejo)/);
  const service = has(q, /\bservicos?\b|prestador|prestacao/);
  if (commerce && service) return "comercio_servicos";
  if (commerce) return "comercio";
  if (has(q, /\b(industria|fabrica)/)) return "industria";
  if (service) return "servicos";
  return null;
}

const monthly = (a: Labelled | undefined): number | null =>
  a ? (a.annual ? Math.round(a.centavos / 12) : a.centavos) : null;
const annualOf = (a: Labelled | undefined): number | null => (a ? (a.annual ? a.centavos : a.centavos * 12) : null);

const REFORM_FUTURE = /\b20(?:2[7-9]|3[0-3])\b/;

/**
 * A question about the reform's effect from 2027 ("o que muda em 2027 para minha empresa", "CBS e IBS por fora do
 * DAS compensa?", "como a reforma tributária afeta minha empresa?"). Questions about 2026 alone (the test year)
 * stay with the curated answer.
 */
function asksReform(q: string): boolean {
  if (asksReformDeadline(q)) return true;
  // "vale a pena sair do DAS?", "recolher por fora": the option itself.
  if (/\bsair do (das|simples)\b|\bfora do das\b|\brecolher por fora\b/.test(q)) return true;
  const future = REFORM_FUTURE.test(q);
  const reformWords = /reforma tributaria|\bcbs\b|\bibs\b|\biva\b/.test(q);
  const ownCompany = /minha empresa|meu negocio|meu cnpj|nossa empresa|me afeta|afeta|impacto|para mim/.test(q);
  if (/\b(por fora|por dentro)\b/.test(q) && /\b(das|simples|cbs|ibs)\b/.test(q)) return true;
  if (
    future &&
    (reformWords || /\b(muda|mudar|mudanca|mudancas|imposto|impostos|tributo|tributos|das|simples)\b/.test(q))
  )
    return true;
  if (/\b2026\b/.test(q) && !future) return false;
  return reformWords && ownCompany;
}

/** "Até quando tenho que decidir?", "qual o prazo da opção?", "quando abre a janela?": the option's deadline. */
function asksReformDeadline(q: string): boolean {
  return (
    /\b(ate quando|prazo|quando|data limite)\b/.test(q) &&
    /\b(decid\w*|opcao|optar|janela|desist\w*|cancel\w*)\b/.test(q) &&
    !/\b(mei|ferias|13|rescisao|demissao|contrato)\b/.test(q)
  );
}

/** "80% das vendas para empresas", "vendo 60% para empresas": the share sold to buyers that take credit. */
function creditingShareOf(question: string): number | null {
  const found = findAmounts(question).find((a) => a.kind === "percent" && a.percent >= 0 && a.percent <= 100);
  return found ? found.percent : null;
}

/** The employer's regime as the question names it; null when it does not. */
function employerRegimeOf(q: string): EmployerRegime | null {
  if (has(q, /\bmei\b/)) return "mei";
  if (has(q, /presumido/)) return "presumido";
  if (has(q, /lucro real/)) return "real";
  if (has(q, /\bsimples\b/))
    return has(q, /anexo iv\b|anexo 4\b/) || activityOf(q) === "servicos_anexo_iv" ? "simples_anexo_iv" : "simples";
  return null;
}

const EMPLOYEE = /\bclt\b|funcionari|empregad|colaborador|trabalhador|contratar|contratacao/;

/** The labour questions (cost of hiring, 13º and férias, net salary), when the question is one of them. */
function laborIntent(q: string, amounts: Labelled[]): Intent | null {
  if (has(q, /\bpj\b|pro.?labore|prolabore/)) return null;
  const salary = (pick(amounts, "salary", "payroll") ?? pick(amounts, "other") ?? amounts[0])?.centavos ?? null;
  const dependents = /(\d{1,2}) dependentes?/.exec(q);
  if (has(q, /salario liquido|\bliquido\b/) && has(q, /salario|\bclt\b|ganh|receb/)) {
    return { kind: "net_salary", salary, dependents: dependents ? Number(dependents[1]) : 0 };
  }
  if (
    has(q, /\bferias\b|\b13(?:o|º)(?![a-z\d])|\b13 salario|decimo terceiro/) &&
    (salary !== null || has(q, EMPLOYEE, /salario/))
  ) {
    return { kind: "vacation_13th", salary, regime: employerRegimeOf(q) };
  }
  if (
    salary !== null &&
    has(q, /\bcusta|\bcusto|\bencargos?\b|quanto (?:a empresa )?(?:gasta|paga)/) &&
    has(q, EMPLOYEE)
  ) {
    return { kind: "labor_cost", salary, regime: employerRegimeOf(q) };
  }
  return null;
}

/** The engine question asked, with the figures found (centavos), or null when it is not one of them. */
export function detectIntent(question: string): Intent | null {
  const q = normalise(question);
  const amounts = labelAmounts(question);
  const revenue = pick(amounts, "revenue") ?? pick(amounts, "other");

  if (asksReform(q)) {
    return {
      kind: "reforma",
      activity: activityOf(q),
      monthRevenue: monthly(revenue),
      rbt12: revenue?.annual ? revenue.centavos : null,
      creditingBuyersPercent: creditingShareOf(question),
      deadline: asksReformDeadline(q),
    };
  }

  if (has(q, /fator.?r\b/)) {
    const payroll = pick(amounts, "payroll", "salary");
    const rev = pick(amounts, "revenue") ?? amounts.find((a) => a !== payroll);
    return {
      kind: "fator_r",
      monthRevenue: monthly(rev),
      rbt12: rev?.annual ? rev.centavos : null,
      payroll12m: annualOf(payroll),
    };
  }
  const labor = laborIntent(q, amounts);
  if (labor) return labor;
  if (has(q, /\bmei\b/) && amounts.length > 0) {
    return { kind: "mei", activity: meiActivityOf(q), monthRevenue: monthly(revenue) };
  }
  if (has(q, /\bclt\b/) && has(q, /\bpj\b/) && amounts.length > 0) {
    return {
      kind: "clt_vs_pj",
      salary: (pick(amounts, "salary") ?? pick(amounts, "other") ?? amounts[0])?.centavos ?? null,
    };
  }
  if (has(q, /pro.?labore|prolabore/) && has(q, /dividend|lucro/) && amounts.length > 0) {
    const regime = has(q, /presumido/)
      ? "presumido"
      : has(q, /lucro real/)
        ? "real"
        : has(q, /simples/)
          ? "simples"
          : null;
    return {
      kind: "profit",
      activity: activityOf(q),
      regime,
      monthRevenue: monthly(pick(amounts, "revenue")),
      monthlyCosts: monthly(pick(amounts, "costs")),
      partners: partnersOf(q),
    };
  }
  if (has(q, /\birrf\b|imposto de renda|\bir\b/) && amounts.length > 0 && !has(q, /dividend/)) {
    const dependents = /(\d{1,2}) dependentes?/.exec(q);
    return {
      kind: "irrf",
      salary: (pick(amounts, "salary", "payroll") ?? pick(amounts, "other") ?? amounts[0]).centavos,
      dependents: dependents ? Number(dependents[1]) : 0,
    };
  }
  if (has(q, /\bdas\b|simples/) && amounts.length > 0) {
    return {
      kind: "simples_das",
      activity: activityOf(q),
      monthRevenue: monthly(revenue),
      rbt12: revenue?.annual ? revenue.centavos : null,
      payroll12m: annualOf(pick(amounts, "payroll")),
    };
  }
  return null;
}
