import { inssEmployee } from "@/lib/tax";
import type { TaxTables, TaxYear } from "@/lib/tax/tables";
import { REVIEWED, type KnowledgeEntry } from "./knowledge-entry";
import { applyRate, brl, rate, rateChange, ruleOf, yearFrom } from "./knowledge-figures";
import { TOOL_ROUTES } from "@/lib/routes";

// The curated answers on paying people: employees (INSS, IRRF, FGTS, cost), partners (pró-labore, dividends,
// JCP, IRPFM). Every figure comes from the asked year's tables (knowledge-figures.ts).

/** The INSS bands as "<rate> até R$ …; <rate> de R$ … a R$ …; …; e <rate> de R$ … até o teto de R$ …". */
function inssBands(t: TaxTables): string {
  const bands = t.inss.bands;
  const parts = bands.map((band, i) => {
    if (i === 0) return `${rate(band.rate)} até ${brl(band.upTo)}`;
    const from = brl(bands[i - 1].upTo + 1);
    return i === bands.length - 1
      ? `e ${rate(band.rate)} de ${from} até o teto de ${brl(band.upTo)}`
      : `${rate(band.rate)} de ${from} a ${brl(band.upTo)}`;
  });
  return parts.join("; ");
}

const inssCeiling = (t: TaxTables) => t.inss.bands[t.inss.bands.length - 1].upTo;

export const PEOPLE_ENTRIES: readonly KnowledgeEntry[] = [
  {
    id: "pro-labore-inss",
    question: "Quanto de INSS incide sobre o pró-labore?",
    keywords: [
      "sobre o pro-labore",
      "inss do pro-labore",
      "inss sobre pro-labore",
      "inss pro labore",
      "contribuicao do socio",
      "pro-labore inss",
    ],
    answer: (t) => {
      const { partnerInss, proLaboreCpp } = t.payroll;
      const ceiling = inssCeiling(t);
      return `O sócio contribui com ${rate(partnerInss.value)} do pró-labore, limitado ao teto do INSS (em ${t.year}, ${brl(ceiling)}, ou seja, no máximo ${brl(applyRate(ceiling, partnerInss.value))}). A empresa paga mais ${rate(proLaboreCpp.value)} sobre o pró-labore, sem teto, no Lucro Presumido, no Lucro Real e no Anexo IV do Simples; nos demais anexos essa contribuição já está dentro do DAS. O pró-labore também tem IRRF pela tabela mensal.`;
    },
    source: (t) => `Lei 8.212/1991, arts. 21, 22, III, e 30, §4º; Lei 10.666/2003, art. 4º; teto: ${t.inss.source}`,
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.profit_strategy,
  },
  {
    id: "pro-labore-obrigatorio",
    question: "O sócio precisa receber pró-labore?",
    keywords: [
      "precisa de pro-labore",
      "pro-labore obrigatorio",
      "socio precisa",
      "sem pro-labore",
      "retirar pro-labore",
    ],
    answer: () =>
      "O sócio que trabalha na empresa é segurado obrigatório do INSS como contribuinte individual e deve ter a sua remuneração (o pró-labore) registrada, com a contribuição previdenciária. Só lucros distribuídos, sem pró-labore, deixam o sócio sem cobertura previdenciária e chamam a atenção da fiscalização. Quanto pagar de pró-labore e quanto distribuir como lucro é uma conta que o simulador de pró-labore x dividendos faz com os seus números.",
    source: "Lei 8.212/1991, art. 12, V, f, e art. 21",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.profit_strategy,
  },
  {
    id: "dividendos-2026",
    question: "Os dividendos passam a ser tributados em 2026?",
    keywords: ["dividendo", "dividendos", "distribuicao de lucros", "tributacao de dividendos", "lucros distribuidos"],
    answer: (t) => {
      const { rule } = ruleOf(t, (x) => x.dividends.withholding);
      return `Desde janeiro de ${yearFrom((x) => x.dividends.withholding)}, quando uma mesma empresa paga a uma mesma pessoa física residente mais de ${brl(rule.threshold)} de lucros e dividendos no mesmo mês, retém ${rate(rule.rate)} sobre o total pago (não só sobre o excesso). Até ${brl(rule.threshold)} no mês não há retenção. Para residentes no exterior, a retenção é de ${rate(rule.rate)} sobre qualquer valor. A Receita entende que a regra vale também para empresas do Simples Nacional, o que é discutido na Justiça.`;
    },
    source: "Lei 9.250/1995, art. 6º-A (Lei 15.270/2025); Lei 9.249/1995, art. 10, §4º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.profit_strategy,
  },
  {
    id: "irpfm",
    question: "O que é o imposto mínimo sobre altas rendas (IRPFM)?",
    keywords: ["irpfm", "imposto minimo", "altas rendas", "alta renda", "600 mil"],
    answer: (t) => {
      const { rule: irpfm, tables } = ruleOf(t, (x) => x.dividends.irpfm);
      const withholding = tables.dividends.withholding;
      const start = yearFrom((x) => x.dividends.irpfm);
      return `A partir do ano-calendário de ${start}, quem tem rendimentos totais no ano acima de ${brl(irpfm.lower)} (incluindo dividendos e rendimentos isentos) paga um imposto mínimo: a alíquota sobe linearmente de ${rate(0)} a ${rate(irpfm.maxRate)} entre ${brl(irpfm.lower)} e ${brl(irpfm.upper)} e é de ${rate(irpfm.maxRate)} a partir daí. Descontam-se o IRPF devido, o imposto retido em definitivo e a retenção mensal${withholding ? ` de ${rate(withholding.rate)}` : ""} sobre dividendos; o acerto é feito na declaração de ${start + 1}.`;
    },
    source: "Lei 9.250/1995, art. 16-A (Lei 15.270/2025)",
    reviewed: REVIEWED,
  },
  {
    id: "dividendos-transicao",
    question: "Lucros de 2025 distribuídos em 2026 pagam imposto?",
    keywords: ["lucros de 2025", "lucro de 2025", "regra de transicao", "aprovados ate 2025", "transicao dividendos"],
    answer: () =>
      "Não há retenção (nem entram no IRPFM) os lucros apurados até o ano-calendário de 2025 cuja distribuição foi aprovada até 31/12/2025 e que são pagos nos termos dessa aprovação (para o IRPFM, pagos em 2026, 2027 ou 2028). Uma liminar no STF estendeu o prazo de aprovação até 31/01/2026, sem decisão final até a última revisão deste texto.",
    source: "Lei 15.270/2025 (Lei 9.250/1995, arts. 6º-A e 16-A, §1º, XII); ADI 7.912",
    reviewed: REVIEWED,
  },
  {
    id: "irrf-tabela-2026",
    question: "Como ficou o imposto de renda sobre salários em 2026?",
    keywords: [
      "imposto de renda sobre salarios",
      "imposto de renda",
      "tabela do imposto de renda",
      "tabela do ir",
      "isencao ate 5 mil",
      "isencao de 5 mil",
      "ir 2026",
      "imposto de renda 2026",
    ],
    answer: (t) => {
      const { rule: reduction, tables } = ruleOf(t, (x) => x.irrf.reduction);
      const exempt = tables.irrf.bands[0].upTo;
      return `A tabela mensal continua a de maio de 2025 (isenção na base de até ${brl(exempt)}), mas desde janeiro de ${yearFrom((x) => x.irrf.reduction)} há uma redução: quem recebe até ${brl(reduction.fullUpTo)} por mês fica sem IRRF, e entre ${brl(reduction.fullUpTo + 1)} e ${brl(reduction.phaseOutUpTo)} a redução diminui até zerar. A redução é calculada sobre o rendimento bruto do mês. Diga o salário que eu calculo o IRRF.`;
    },
    source: (t) => `${t.irrf.source}; ${ruleOf(t, (x) => x.irrf.reduction).rule.source}`,
    reviewed: REVIEWED,
  },
  {
    id: "inss-empregado",
    question: "Qual a tabela do INSS do empregado em 2026?",
    keywords: ["tabela do inss", "inss do empregado", "desconto de inss", "teto do inss", "aliquota do inss"],
    answer: (t) => {
      const max = inssEmployee({ salary: inssCeiling(t) / 100, year: t.year as TaxYear }).contribution;
      return `Em ${t.year} a contribuição do empregado é progressiva: ${inssBands(t)}, cada alíquota sobre a sua faixa. O desconto máximo é de ${brl(Math.round(max * 100))}.`;
    },
    source: (t) => t.inss.source,
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
  {
    id: "fgts",
    question: "Quanto é o FGTS?",
    keywords: ["fgts", "fundo de garantia", "multa do fgts"],
    answer: (t) =>
      `O empregador deposita ${rate(t.payroll.fgts.value)} da remuneração do mês no FGTS (2% para aprendizes), inclusive sobre o 13º. Na dispensa sem justa causa, paga multa de 40% sobre o saldo. No Simples Nacional o FGTS é pago fora do DAS.`,
    source: "Lei 8.036/1990, arts. 15 e 18, §1º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
  {
    id: "custo-funcionario",
    question: "Quanto custa um funcionário CLT?",
    keywords: [
      "custo de um funcionario",
      "custo do funcionario",
      "quanto custa um funcionario",
      "encargos trabalhistas",
      "custo de contratar",
      "encargos da folha",
    ],
    answer: ({ payroll }) =>
      `Além do salário, o empregador arca com 13º e férias com 1/3, FGTS de ${rate(payroll.fgts.value)} e, fora do Simples (ou no Anexo IV), CPP de ${rate(payroll.cpp.value)}, RAT de 1% a 3% ajustado pelo FAP e contribuições a terceiros. Nos Anexos I, II, III e V do Simples a CPP e o RAT estão dentro do DAS. O custo exato depende do salário, dos benefícios e do regime: o simulador de custo trabalhista calcula mês a mês.`,
    source:
      "Lei 8.212/1991, art. 22; Lei 8.036/1990, art. 15; Lei 4.090/1962; CF, art. 7º, XVII; LC 123/2006, art. 13, §3º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
  {
    id: "jcp",
    question: "Como são tributados os juros sobre capital próprio?",
    keywords: ["juros sobre capital proprio", "jcp"],
    answer: (t) => {
      const jcp = (x: TaxTables) => x.dividends.jcpRate.value;
      const change = rateChange(t, jcp);
      const history = change ? ` a partir de ${change.since} (eram ${rate(change.before)})` : "";
      return `Os juros sobre capital próprio pagos aos sócios são dedutíveis no Lucro Real e têm imposto de renda retido na fonte de ${rate(jcp(t))}${history}.`;
    },
    source: (t) => t.dividends.jcpRate.source,
    reviewed: REVIEWED,
  },
  {
    id: "pejotizacao",
    question: "Contratar como PJ em vez de CLT tem risco?",
    keywords: [
      "contratar como pj",
      "pj em vez de clt",
      "pejotizacao",
      "risco de contratar pj",
      "vinculo empregaticio",
      "pj ou clt risco",
    ],
    answer: () =>
      "Sim. Se a pessoa trabalha com pessoalidade, habitualidade, subordinação e salário, a relação é de emprego, qualquer que seja o contrato, e a Justiça do Trabalho pode reconhecer o vínculo com todos os direitos e encargos retroativos. A comparação de valores do simulador CLT x PJ não substitui essa análise com o seu contador ou advogado.",
    source: "CLT, arts. 2º, 3º e 9º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.clt_vs_pj,
  },
  {
    id: "vale-transporte",
    question: "Quanto posso descontar de vale-transporte?",
    keywords: ["vale-transporte", "vale transporte", "desconto de vt"],
    answer: (t) =>
      `O empregado paga no máximo ${rate(t.payroll.valeTransporte.value)} do salário básico pelo vale-transporte; o empregador paga o que passar disso. O vale-transporte não é salário: não tem INSS, FGTS nem imposto de renda.`,
    source: "Lei 7.418/1985, arts. 2º e 4º, parágrafo único; Decreto 10.854/2021",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
];
