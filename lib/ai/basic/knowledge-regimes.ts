import { REVIEWED, type KnowledgeEntry } from "./knowledge-entry";
import { applyRate, brl, increased, quarterStart, rate, ruleOf, yearFrom } from "./knowledge-figures";
import { formatDate, formatSemester } from "@/lib/br/date";
import { computeMeiDas } from "@/lib/tax/mei";
import { optionWindows } from "@/lib/tax/reform/windows";
import type { OptionWindow } from "@/lib/tax/reform/types";
import { TOOL_ROUTES } from "@/lib/routes";

// The curated answers on choosing and running a regime (Lucro Presumido and Real, ICMS, Simples Nacional, MEI,
// the reform). Every figure comes from the asked year's tables (knowledge-figures.ts).

export const REGIME_ENTRIES: readonly KnowledgeEntry[] = [
  {
    id: "lucro-real-vs-presumido",
    question: "Qual a diferença entre Lucro Real e Lucro Presumido?",
    keywords: [
      "lucro real",
      "lucro presumido",
      "real ou presumido",
      "presumido ou real",
      "real x presumido",
      "real vs presumido",
    ],
    answer: (t) => {
      const { presumption: p, pis, cofins, eligibilityLimit } = t.presumido;
      const r = t.real;
      return `No Lucro Presumido, IRPJ e CSLL incidem sobre uma margem presumida da receita (por exemplo ${rate(p.comercio.irpj)} e ${rate(p.comercio.csll)} no comércio e na indústria, ${rate(p.servicos.irpj)} e ${rate(p.servicos.csll)} nos serviços em geral), e PIS e COFINS são cumulativos (${rate(pis.value)} e ${rate(cofins.value)} da receita, sem créditos). No Lucro Real, IRPJ (${rate(r.irpj.value)}, mais adicional de ${rate(r.additional.value)} sobre o lucro acima de ${brl(r.additionalThresholdPerMonth.value)} por mês) e CSLL (${rate(r.csll.value)}) incidem sobre o lucro contábil ajustado, e PIS e COFINS são não cumulativos (${rate(r.pis.value)} e ${rate(r.cofins.value)}, com créditos de insumos, energia, aluguéis e outros). O Real tende a compensar quando a margem de lucro é menor que a presumida, quando há prejuízo ou muitos créditos de PIS/COFINS; o Presumido, quando a margem é alta e a folha e as compras são pequenas. Empresas com receita acima de ${brl(eligibilityLimit.value)} no ano anterior são obrigadas ao Lucro Real.`;
    },
    source:
      "Lei 9.249/1995, arts. 3º, 15 e 20; Lei 9.430/1996, arts. 2º e 4º; Lei 9.718/1998, arts. 13 e 14; Lei 10.637/2002; Lei 10.833/2003",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "icms-calculo",
    question: "Como é calculado o ICMS?",
    keywords: ["icms", "calculo do icms", "calcular icms", "calcula o icms", "aliquota de icms"],
    answer: (t) =>
      `O ICMS é estadual e incide sobre a circulação de mercadorias, o transporte interestadual e intermunicipal e a comunicação. É calculado 'por dentro': o próprio imposto integra a sua base, e o valor é base × alíquota. É não cumulativo: a empresa paga o ICMS das saídas menos os créditos do ICMS das entradas. A alíquota interna é fixada por cada estado; nas operações interestaduais entre contribuintes são 12% ou 7% (conforme a origem e o destino) e 4% para importados. No Simples Nacional o ICMS vem dentro do DAS, pela repartição do anexo, enquanto a receita não passa do sublimite de ${brl(t.simples.sublimite.value)}.`,
    source:
      "LC 87/1996 (Lei Kandir), arts. 2º, 13, §1º, I, 19 e 20; Resoluções do Senado 22/1989 e 13/2012; LC 123/2006, arts. 13 e 13-A",
    reviewed: REVIEWED,
  },
  {
    id: "simples-prazos",
    question: "Quais são os prazos do Simples Nacional?",
    keywords: [
      "prazo",
      "prazos",
      "vencimento",
      "vence",
      "data de pagamento",
      "pgdas",
      "defis",
      "quando pagar o das",
      "dia 20",
    ],
    answer: () =>
      "O DAS do Simples Nacional vence no dia 20 do mês seguinte ao da receita, e o PGDAS-D (a apuração do mês) é transmitido no mesmo prazo. A DEFIS, declaração anual das ME e EPP, é entregue até 31 de março do ano seguinte. A opção pelo Simples de uma empresa já aberta é feita em janeiro, até o último dia útil, e vale desde 1º de janeiro. O MEI paga o DAS-MEI também até o dia 20 e entrega a DASN-SIMEI até 31 de maio.",
    source: "LC 123/2006, arts. 16 e 21, III; Res. CGSN 140/2018, arts. 6º, 38, 40, 72 e 109",
    reviewed: REVIEWED,
  },
  {
    id: "substituicao-tributaria",
    question: "O que é substituição tributária?",
    keywords: ["substituicao tributaria", "icms st", "icms-st", "substituto tributario", "mva", "st"],
    answer: () =>
      "Na substituição tributária do ICMS, um contribuinte da cadeia (em geral o fabricante ou o importador) recolhe antecipadamente o ICMS das etapas seguintes, sobre uma base presumida que soma ao preço a margem de valor agregado (MVA) fixada pelo estado. Quem revende a mercadoria já tributada não paga ICMS de novo sobre ela. No Simples Nacional, a receita de mercadorias com ICMS já retido por substituição é segregada no PGDAS-D, e a parcela do ICMS sai do DAS.",
    source: "CF, art. 150, §7º; LC 87/1996, arts. 6º a 10; Convênio ICMS 142/2018; LC 123/2006, art. 18, §4º-A, I",
    reviewed: REVIEWED,
  },
  {
    id: "quando-mudar-regime",
    question: "Quando devo mudar de regime tributário?",
    keywords: [
      "mudar de regime",
      "trocar de regime",
      "mudar o regime",
      "troca de regime",
      "mudanca de regime",
      "quando mudar",
      "alterar o regime",
    ],
    answer: (t) =>
      `O regime é escolhido uma vez por ano e vale para o ano inteiro. A opção pelo Simples Nacional é feita em janeiro, até o último dia útil; a opção pelo Lucro Presumido ou pelo Real se faz com o pagamento da primeira quota do imposto do ano. Sinais de que vale refazer a conta antes de janeiro: a receita se aproximando do limite de ${brl(t.simples.limit.value)} do Simples (ou do sublimite de ${brl(t.simples.sublimite.value)} do ICMS/ISS), um Fator R abaixo de ${rate(t.simples.fatorR.value)} que leva o serviço ao Anexo V, margem de lucro baixa ou prejuízo (favorece o Real) ou uma folha que mudou muito. Compare os regimes com os números da sua empresa no simulador fiscal e confirme com o seu contador.`,
    source: "LC 123/2006, arts. 3º, 16 e 18, §5º-J; Res. CGSN 140/2018, art. 6º; Lei 9.430/1996, art. 26",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "mei-limite",
    question: "Qual o limite de faturamento do MEI?",
    keywords: ["limite do mei", "limite mei", "faturamento do mei", "mei pode faturar", "teto do mei", "mei limite"],
    answer: ({ mei }) =>
      `O limite do MEI é de ${brl(mei.limit.value)} por ano. No ano de abertura é proporcional: ${brl(mei.limitPerMonth.value)} por mês desde o mês de início. Se o excesso for de até ${rate(mei.tolerance.value)}, a empresa continua MEI até dezembro e paga um DAS sobre o excesso; acima de ${rate(mei.tolerance.value)}, o desenquadramento retroage a janeiro (ou à abertura) e os tributos são recalculados como ME.`,
    source: "LC 123/2006, art. 18-A, §§1º, 2º e 7º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.mei,
  },
  {
    id: "mei-funcionario",
    question: "O MEI pode ter funcionário?",
    keywords: [
      "mei pode ter funcionario",
      "mei com funcionario",
      "mei contratar",
      "funcionario do mei",
      "empregado mei",
    ],
    answer: (t) =>
      `Sim: o MEI pode ter um empregado, que receba um salário mínimo ou o piso da categoria. O custo patronal é a CPP de ${rate(t.mei.employeeCpp.value)} sobre o salário e o FGTS de ${rate(t.payroll.fgts.value)}, além de reter o INSS do empregado.`,
    source: "LC 123/2006, art. 18-C; Res. CGSN 140/2018, art. 105",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.mei,
  },
  {
    id: "mei-das",
    question: "Quanto o MEI paga de DAS?",
    keywords: ["das mei", "das do mei", "quanto o mei paga", "mei paga", "imposto do mei", "valor do das mei"],
    answer: (t) => {
      const { inssRate, icms, iss } = t.mei;
      // From 2027 the engine's DAS-MEI carries the fixed CBS + IBS (computeMeiDas): the same figure here.
      const reform = computeMeiDas(t, "servicos").cbs + computeMeiDas(t, "servicos").ibs;
      const inss = applyRate(t.minimumWage.value, inssRate.value) + reform;
      const cbsIbs =
        reform > 0 ? `, mais ${brl(reform)} de CBS e IBS por mês desde 2027 (valor a confirmar no Diário Oficial)` : "";
      return `O DAS-MEI é fixo: ${rate(inssRate.value)} do salário mínimo de INSS, mais ${brl(icms.value)} de ICMS (comércio e indústria) e/ou ${brl(iss.value)} de ISS (serviços)${cbsIbs}. Com o salário mínimo de ${t.year}, ${brl(t.minimumWage.value)}, são ${brl(inss + icms.value)} por mês no comércio ou indústria, ${brl(inss + iss.value)} nos serviços e ${brl(inss + icms.value + iss.value)} em comércio e serviços.`;
    },
    source: (t) =>
      `LC 123/2006, art. 18-A, §3º; Res. CGSN 140/2018, art. 101; ${t.minimumWage.source}${t.mei.reformFixed?.applied ? `; ${t.mei.reformFixed.source}` : ""}`,
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.mei,
  },
  {
    id: "simples-limites",
    question: "Qual o limite do Simples Nacional?",
    keywords: [
      "limite do simples",
      "teto do simples",
      "simples nacional limite",
      "microempresa",
      "epp",
      "empresa de pequeno porte",
      "sublimite",
    ],
    answer: ({ simples: s }) =>
      `Microempresa (ME) fatura até ${brl(s.meLimit.value)} por ano; empresa de pequeno porte (EPP), até ${brl(s.limit.value)}. Acima do sublimite de ${brl(s.sublimite.value)}, ICMS e ISS passam a ser pagos fora do DAS. No primeiro ano os limites são proporcionais aos meses de atividade.`,
    source: "LC 123/2006, arts. 3º, I e II, §§2º e 10, e 13-A",
    reviewed: REVIEWED,
  },
  {
    id: "simples-excesso",
    question: "O que acontece se eu passar do limite do Simples?",
    keywords: [
      "passar do limite do simples",
      "passar do limite",
      "ultrapassar o limite",
      "excesso de receita",
      "excluida do simples",
      "exclusao do simples",
      "estourar o limite",
    ],
    answer: ({ simples: s }) => {
      const tolerance = rate(s.tolerance.value);
      const ceiling = s.limit.value + applyRate(s.limit.value, s.tolerance.value);
      return `Se a receita do ano passar de ${brl(s.limit.value)} em até ${tolerance} (até ${brl(ceiling)}), a exclusão do Simples vale a partir de 1º de janeiro do ano seguinte. Se passar de ${tolerance}, a exclusão vale a partir do mês seguinte ao do excesso. No primeiro ano, um excesso acima de ${tolerance} do limite proporcional faz a exclusão retroagir à abertura.`;
    },
    source: "LC 123/2006, art. 3º, §§9º, 9º-A, 10 e 12",
    reviewed: REVIEWED,
  },
  {
    id: "fator-r",
    question: "O que é o Fator R?",
    keywords: ["fator r", "fator-r", "anexo v", "anexo 5", "28%"],
    answer: (t) => {
      const fatorR = rate(t.simples.fatorR.value);
      return `O Fator R é a folha de salários dos 12 meses anteriores (salários, pró-labore, 13º, CPP e FGTS) dividida pela receita bruta dos mesmos 12 meses. Para os serviços sujeitos a ele (consultoria, engenharia, publicidade, medicina, desenvolvimento de software e outros), um Fator R de ${fatorR} ou mais leva a tributação ao Anexo III; abaixo de ${fatorR}, ao Anexo V, bem mais caro. Distribuição de lucros não entra na folha. Informe a folha e o faturamento para eu calcular o seu.`;
    },
    source: "LC 123/2006, art. 18, §§5º-J, 5º-K, 5º-M e 24; Res. CGSN 140/2018, art. 26",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "simples-anexos",
    question: "Em qual anexo do Simples minha empresa se enquadra?",
    keywords: ["anexo", "anexos do simples", "qual anexo", "anexo i", "anexo iii", "anexo iv"],
    answer: (t) => {
      const fatorR = rate(t.simples.fatorR.value);
      return `O anexo depende da atividade: Anexo I para o comércio, II para a indústria, III para a maior parte dos serviços (e para os serviços do Fator R com folha de ${fatorR} ou mais), IV para construção, vigilância, limpeza e advocacia (que pagam a CPP fora do DAS) e V para serviços intelectuais e técnicos com Fator R abaixo de ${fatorR}. Cada receita é tributada no anexo da sua atividade.`;
    },
    source: "LC 123/2006, art. 18, §§4º e 5º-B a 5º-M",
    reviewed: REVIEWED,
  },
  {
    id: "das-calculo",
    question: "Como é calculado o DAS do Simples Nacional?",
    keywords: ["como calcula o das", "calculo do das", "aliquota efetiva", "como e calculado o das", "rbt12"],
    answer: () =>
      "A alíquota efetiva do mês é (RBT12 × alíquota nominal − parcela a deduzir) ÷ RBT12, onde RBT12 é a receita bruta dos 12 meses anteriores e a alíquota nominal e a parcela a deduzir são as da faixa do anexo em que a RBT12 cai. O DAS é a receita do mês × a alíquota efetiva. Diga o faturamento mensal e a atividade que eu calculo o seu.",
    source: "LC 123/2006, art. 18, §§1º, 1º-A e 4º; Res. CGSN 140/2018, art. 21",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "das-nao-e-tudo",
    question: "O DAS inclui todos os impostos da empresa?",
    keywords: ["o das inclui", "fora do das", "impostos fora do das", "das inclui tudo", "alem do das"],
    answer: ({ payroll }) =>
      `Não. Ficam fora do DAS, entre outros: o FGTS de ${rate(payroll.fgts.value)} dos empregados, a CPP de ${rate(payroll.cpp.value)} das atividades do Anexo IV, o ICMS de substituição tributária e de diferencial de alíquota, o IOF, o imposto de importação, o ICMS e o ISS acima do sublimite, e o imposto de renda sobre ganhos de capital e aplicações financeiras.`,
    source: "LC 123/2006, art. 13, §1º, e art. 18, §5º-C",
    reviewed: REVIEWED,
  },
  {
    id: "reforma-2026",
    question: "O que muda com a reforma tributária em 2026?",
    keywords: ["reforma tributaria", "cbs", "ibs", "iva", "imposto seletivo"],
    answer: (t) => {
      const test = ruleOf(t, (x) => x.cbsIbs);
      const year = test.tables.year;
      return `Em ${year} a CBS (${rate(test.rule.cbs.value)}) e o IBS (${rate(test.rule.ibs.value)}) são cobrados em caráter de teste: quem preenche os campos de IBS e CBS nas notas fiscais fica dispensado do pagamento, e PIS e COFINS continuam devidos normalmente. As empresas do Simples Nacional e o MEI não entram no teste de ${year}. Em ${yearFrom((x) => x.cbsIbsTransition)} a CBS substitui PIS e COFINS.`;
    },
    source: "EC 132/2023; LC 214/2025, arts. 343, 346 e 348",
    reviewed: REVIEWED,
  },
  {
    id: "presumido-lc224",
    question: "O que mudou no Lucro Presumido em 2026?",
    keywords: [
      "mudou no lucro presumido",
      "presumido em 2026",
      "presumido 2026",
      "lc 224",
      "aumento do presumido",
      "presuncao 10%",
      "5 milhoes",
    ],
    answer: (t) => {
      const { rule: lc224, tables } = ruleOf(t, (x) => x.presumido.lc224);
      const { comercio, servicos } = tables.presumido.presumption;
      const start = yearFrom((x) => x.presumido.lc224);
      return `A LC 224/2025 aumentou em ${rate(lc224.increase)} os percentuais de presunção do Lucro Presumido, mas só sobre a parte da receita anual acima de ${brl(lc224.annualThreshold)} (${brl(lc224.quarterlyThreshold)} por trimestre): por exemplo, ${rate(comercio.irpj)} vira ${rate(increased(comercio.irpj, lc224.increase))} e ${rate(servicos.irpj)} vira ${rate(increased(servicos.irpj, lc224.increase))} sobre o excesso. Vale para o IRPJ desde ${quarterStart(lc224.irpjFromQuarter)} de ${start} e para a CSLL desde ${quarterStart(lc224.csllFromQuarter)} de ${start}.`;
    },
    source: "LC 224/2025, arts. 4º, §§4º e 5º, e 14; IN RFB 2.305/2025 (redação da IN RFB 2.306/2026)",
    reviewed: REVIEWED,
  },
  {
    id: "presumido-limite",
    question: "Quem pode optar pelo Lucro Presumido?",
    keywords: [
      "quem pode optar pelo presumido",
      "limite do presumido",
      "limite do lucro presumido",
      "optar pelo lucro presumido",
    ],
    answer: ({ presumido: p }) =>
      `Pode optar pelo Lucro Presumido a empresa cuja receita bruta do ano anterior foi de até ${brl(p.eligibilityLimit.value)} (ou ${brl(p.eligibilityPerMonth.value)} por mês de atividade, se menos de 12 meses) e que não esteja obrigada ao Lucro Real (bancos e demais instituições financeiras, empresas com lucros do exterior, entre outras).`,
    source: "Lei 9.718/1998, arts. 13 e 14",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "simples-opcao-2027",
    question: "O que muda no Simples Nacional em 2027?",
    keywords: [
      "simples nacional em 2027",
      "muda no simples",
      "simples 2027",
      "simples em 2027",
      "opcao ibs cbs",
      "das 2027",
    ],
    answer: () => {
      // The windows are the engine's (lib/tax/reform/windows.ts): the first cycle as extended, then March and September.
      const [first, march, september] = optionWindows();
      const window = (w: OptionWindow) =>
        `de ${formatDate(w.optFrom)} a ${formatDate(w.optUntil)}, para valer a partir de ${formatDate(w.effectiveFrom)} e cancelável até ${formatDate(w.cancelUntil)}`;
      return (
        "A partir de 2027 o DAS passa a conter a CBS e o IBS no lugar de PIS e COFINS. Quem está no Simples pode optar por recolher a CBS e o IBS pelo regime regular, fora do DAS, o que permite aos clientes que tomam crédito aproveitá-lo por inteiro. " +
        `Para o ${formatSemester(first.semester)} a opção foi ${window(first)} (prazos da Res. CGSN 194/2026). ` +
        `Depois, a opção é semestral e irretratável: a próxima janela é ${window(march)}, e a seguinte ${window(september)}. ` +
        "Para o MEI, a LC 227/2026 prevê, segundo fontes secundárias, uma opção anual feita em setembro para o ano seguinte; até a confirmação no Diário Oficial, o DAS-MEI segue com valores fixos."
      );
    },
    source: () => {
      const [first, march] = optionWindows();
      return `LC 123/2006, art. 13, §§9º e 10 (redação da LC 227/2026); ${first.source}; ${march.source}`;
    },
    reviewed: REVIEWED,
  },
];
