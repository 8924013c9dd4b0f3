// The basic mode's curated answers (DECISIONS 16): what a business owner asks most, each answer with its
// legal source and the date it was last reviewed against ../shared/reference/tax-rules-br-2026.md. Amounts
// that depend on the user's figures are never written here: those questions go to the engine (intents.ts).
// Keywords are matched on lower-case text without accents; a longer keyword counts for more.

import { TOOL_ROUTES, type ToolRoute } from "@/lib/tools/routes";

export type KnowledgeEntry = {
  id: string;
  question: string;
  keywords: readonly string[];
  answer: string;
  source: string;
  reviewed: string;
  /** The calculator that answers it with the user's own figures, when there is one. */
  tool?: ToolRoute;
};

const REVIEWED = "2026-11-23";

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
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
    answer:
      "No Lucro Presumido, IRPJ e CSLL incidem sobre uma margem presumida da receita (por exemplo 8% e 12% no comércio e na indústria, 32% e 32% nos serviços em geral), e PIS e COFINS são cumulativos (0,65% e 3% da receita, sem créditos). No Lucro Real, IRPJ (15%, mais adicional de 10% sobre o lucro acima de R$ 20.000,00 por mês) e CSLL (9%) incidem sobre o lucro contábil ajustado, e PIS e COFINS são não cumulativos (1,65% e 7,6%, com créditos de insumos, energia, aluguéis e outros). O Real tende a compensar quando a margem de lucro é menor que a presumida, quando há prejuízo ou muitos créditos de PIS/COFINS; o Presumido, quando a margem é alta e a folha e as compras são pequenas. Empresas com receita acima de R$ 78 milhões no ano anterior são obrigadas ao Lucro Real.",
    source:
      "Lei 9.249/1995, arts. 3º, 15 e 20; Lei 9.430/1996, arts. 2º e 4º; Lei 9.718/1998, arts. 13 e 14; Lei 10.637/2002; Lei 10.833/2003",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "icms-calculo",
    question: "Como é calculado o ICMS?",
    keywords: ["icms", "calculo do icms", "calcular icms", "calcula o icms", "aliquota de icms"],
    answer:
      "O ICMS é estadual e incide sobre a circulação de mercadorias, o transporte interestadual e intermunicipal e a comunicação. É calculado 'por dentro': o próprio imposto integra a sua base, e o valor é base × alíquota. É não cumulativo: a empresa paga o ICMS das saídas menos os créditos do ICMS das entradas. A alíquota interna é fixada por cada estado; nas operações interestaduais entre contribuintes são 12% ou 7% (conforme a origem e o destino) e 4% para importados. No Simples Nacional o ICMS vem dentro do DAS, pela repartição do anexo, enquanto a receita não passa do sublimite de R$ 3.600.000,00.",
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
    answer:
      "O DAS do Simples Nacional vence no dia 20 do mês seguinte ao da receita, e o PGDAS-D (a apuração do mês) é transmitido no mesmo prazo. A DEFIS, declaração anual das ME e EPP, é entregue até 31 de março do ano seguinte. A opção pelo Simples de uma empresa já aberta é feita em janeiro, até o último dia útil, e vale desde 1º de janeiro. O MEI paga o DAS-MEI também até o dia 20 e entrega a DASN-SIMEI até 31 de maio.",
    source: "LC 123/2006, arts. 16 e 21, III; Res. CGSN 140/2018, arts. 6º, 38, 40, 72 e 109",
    reviewed: REVIEWED,
  },
  {
    id: "substituicao-tributaria",
    question: "O que é substituição tributária?",
    keywords: ["substituicao tributaria", "icms st", "icms-st", "substituto tributario", "mva", "st"],
    answer:
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
    answer:
      "O regime é escolhido uma vez por ano e vale para o ano inteiro. A opção pelo Simples Nacional é feita em janeiro, até o último dia útil; a opção pelo Lucro Presumido ou pelo Real se faz com o pagamento da primeira quota do imposto do ano. Sinais de que vale refazer a conta antes de janeiro: a receita se aproximando do limite de R$ 4.800.000,00 do Simples (ou do sublimite de R$ 3.600.000,00 do ICMS/ISS), um Fator R abaixo de 28% que leva o serviço ao Anexo V, margem de lucro baixa ou prejuízo (favorece o Real) ou uma folha que mudou muito. Compare os regimes com os números da sua empresa no simulador fiscal e confirme com o seu contador.",
    source: "LC 123/2006, arts. 3º, 16 e 18, §5º-J; Res. CGSN 140/2018, art. 6º; Lei 9.430/1996, art. 26",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "mei-limite",
    question: "Qual o limite de faturamento do MEI?",
    keywords: ["limite do mei", "limite mei", "faturamento do mei", "mei pode faturar", "teto do mei", "mei limite"],
    answer:
      "O limite do MEI é de R$ 81.000,00 por ano. No ano de abertura é proporcional: R$ 6.750,00 por mês desde o mês de início. Se o excesso for de até 20%, a empresa continua MEI até dezembro e paga um DAS sobre o excesso; acima de 20%, o desenquadramento retroage a janeiro (ou à abertura) e os tributos são recalculados como ME.",
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
    answer:
      "Sim: o MEI pode ter um empregado, que receba um salário mínimo ou o piso da categoria. O custo patronal é a CPP de 3% sobre o salário e o FGTS de 8%, além de reter o INSS do empregado.",
    source: "LC 123/2006, art. 18-C; Res. CGSN 140/2018, art. 105",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.mei,
  },
  {
    id: "mei-das",
    question: "Quanto o MEI paga de DAS?",
    keywords: ["das mei", "das do mei", "quanto o mei paga", "mei paga", "imposto do mei", "valor do das mei"],
    answer:
      "O DAS-MEI é fixo: 5% do salário mínimo de INSS, mais R$ 1,00 de ICMS (comércio e indústria) e/ou R$ 5,00 de ISS (serviços). Com o salário mínimo de 2026, R$ 1.621,00, são R$ 82,05 por mês no comércio ou indústria, R$ 86,05 nos serviços e R$ 87,05 em comércio e serviços.",
    source: "LC 123/2006, art. 18-A, §3º; Res. CGSN 140/2018, art. 101; Decreto 12.797/2025",
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
    answer:
      "Microempresa (ME) fatura até R$ 360.000,00 por ano; empresa de pequeno porte (EPP), até R$ 4.800.000,00. Acima do sublimite de R$ 3.600.000,00, ICMS e ISS passam a ser pagos fora do DAS. No primeiro ano os limites são proporcionais aos meses de atividade.",
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
    answer:
      "Se a receita do ano passar de R$ 4.800.000,00 em até 20% (até R$ 5.760.000,00), a exclusão do Simples vale a partir de 1º de janeiro do ano seguinte. Se passar de 20%, a exclusão vale a partir do mês seguinte ao do excesso. No primeiro ano, um excesso acima de 20% do limite proporcional faz a exclusão retroagir à abertura.",
    source: "LC 123/2006, art. 3º, §§9º, 9º-A, 10 e 12",
    reviewed: REVIEWED,
  },
  {
    id: "fator-r",
    question: "O que é o Fator R?",
    keywords: ["fator r", "fator-r", "anexo v", "anexo 5", "28%"],
    answer:
      "O Fator R é a folha de salários dos 12 meses anteriores (salários, pró-labore, 13º, CPP e FGTS) dividida pela receita bruta dos mesmos 12 meses. Para os serviços sujeitos a ele (consultoria, engenharia, publicidade, medicina, desenvolvimento de software e outros), um Fator R de 28% ou mais leva a tributação ao Anexo III; abaixo de 28%, ao Anexo V, bem mais caro. Distribuição de lucros não entra na folha. Informe a folha e o faturamento para eu calcular o seu.",
    source: "LC 123/2006, art. 18, §§5º-J, 5º-K, 5º-M e 24; Res. CGSN 140/2018, art. 26",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "simples-anexos",
    question: "Em qual anexo do Simples minha empresa se enquadra?",
    keywords: ["anexo", "anexos do simples", "qual anexo", "anexo i", "anexo iii", "anexo iv"],
    answer:
      "O anexo depende da atividade: Anexo I para o comércio, II para a indústria, III para a maior parte dos serviços (e para os serviços do Fator R com folha de 28% ou mais), IV para construção, vigilância, limpeza e advocacia (que pagam a CPP fora do DAS) e V para serviços intelectuais e técnicos com Fator R abaixo de 28%. Cada receita é tributada no anexo da sua atividade.",
    source: "LC 123/2006, art. 18, §§4º e 5º-B a 5º-M",
    reviewed: REVIEWED,
  },
  {
    id: "das-calculo",
    question: "Como é calculado o DAS do Simples Nacional?",
    keywords: ["como calcula o das", "calculo do das", "aliquota efetiva", "como e calculado o das", "rbt12"],
    answer:
      "A alíquota efetiva do mês é (RBT12 × alíquota nominal − parcela a deduzir) ÷ RBT12, onde RBT12 é a receita bruta dos 12 meses anteriores e a alíquota nominal e a parcela a deduzir são as da faixa do anexo em que a RBT12 cai. O DAS é a receita do mês × a alíquota efetiva. Diga o faturamento mensal e a atividade que eu calculo o seu.",
    source: "LC 123/2006, art. 18, §§1º, 1º-A e 4º; Res. CGSN 140/2018, art. 21",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
  },
  {
    id: "das-nao-e-tudo",
    question: "O DAS inclui todos os impostos da empresa?",
    keywords: ["o das inclui", "fora do das", "impostos fora do das", "das inclui tudo", "alem do das"],
    answer:
      "Não. Ficam fora do DAS, entre outros: o FGTS de 8% dos empregados, a CPP de 20% das atividades do Anexo IV, o ICMS de substituição tributária e de diferencial de alíquota, o IOF, o imposto de importação, o ICMS e o ISS acima do sublimite, e o imposto de renda sobre ganhos de capital e aplicações financeiras.",
    source: "LC 123/2006, art. 13, §1º, e art. 18, §5º-C",
    reviewed: REVIEWED,
  },
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
    answer:
      "O sócio contribui com 11% do pró-labore, limitado ao teto do INSS (em 2026, R$ 8.475,55, ou seja, no máximo R$ 932,31). A empresa paga mais 20% sobre o pró-labore, sem teto, no Lucro Presumido, no Lucro Real e no Anexo IV do Simples; nos demais anexos essa contribuição já está dentro do DAS. O pró-labore também tem IRRF pela tabela mensal.",
    source:
      "Lei 8.212/1991, arts. 21, 22, III, e 30, §4º; Lei 10.666/2003, art. 4º; Portaria Interministerial MPS/MF 13/2026",
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
    answer:
      "O sócio que trabalha na empresa é segurado obrigatório do INSS como contribuinte individual e deve ter a sua remuneração (o pró-labore) registrada, com a contribuição previdenciária. Só lucros distribuídos, sem pró-labore, deixam o sócio sem cobertura previdenciária e chamam a atenção da fiscalização. Quanto pagar de pró-labore e quanto distribuir como lucro é uma conta que o simulador de pró-labore x dividendos faz com os seus números.",
    source: "Lei 8.212/1991, art. 12, V, f, e art. 21",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.profit_strategy,
  },
  {
    id: "dividendos-2026",
    question: "Os dividendos passam a ser tributados em 2026?",
    keywords: ["dividendo", "dividendos", "distribuicao de lucros", "tributacao de dividendos", "lucros distribuidos"],
    answer:
      "Desde janeiro de 2026, quando uma mesma empresa paga a uma mesma pessoa física residente mais de R$ 50.000,00 de lucros e dividendos no mesmo mês, retém 10% sobre o total pago (não só sobre o excesso). Até R$ 50.000,00 no mês não há retenção. Para residentes no exterior, a retenção é de 10% sobre qualquer valor. A Receita entende que a regra vale também para empresas do Simples Nacional, o que é discutido na Justiça.",
    source: "Lei 9.250/1995, art. 6º-A (Lei 15.270/2025); Lei 9.249/1995, art. 10, §4º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.profit_strategy,
  },
  {
    id: "irpfm",
    question: "O que é o imposto mínimo sobre altas rendas (IRPFM)?",
    keywords: ["irpfm", "imposto minimo", "altas rendas", "alta renda", "600 mil"],
    answer:
      "A partir do ano-calendário de 2026, quem tem rendimentos totais no ano acima de R$ 600.000,00 (incluindo dividendos e rendimentos isentos) paga um imposto mínimo: a alíquota sobe linearmente de 0% a 10% entre R$ 600.000,00 e R$ 1.200.000,00 e é de 10% a partir daí. Descontam-se o IRPF devido, o imposto retido em definitivo e a retenção mensal de 10% sobre dividendos; o acerto é feito na declaração de 2027.",
    source: "Lei 9.250/1995, art. 16-A (Lei 15.270/2025)",
    reviewed: REVIEWED,
  },
  {
    id: "dividendos-transicao",
    question: "Lucros de 2025 distribuídos em 2026 pagam imposto?",
    keywords: ["lucros de 2025", "lucro de 2025", "regra de transicao", "aprovados ate 2025", "transicao dividendos"],
    answer:
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
    answer:
      "A tabela mensal continua a de maio de 2025 (isenção na base de até R$ 2.428,80), mas desde janeiro de 2026 há uma redução: quem recebe até R$ 5.000,00 por mês fica sem IRRF, e entre R$ 5.000,01 e R$ 7.350,00 a redução diminui até zerar. A redução é calculada sobre o rendimento bruto do mês. Diga o salário que eu calculo o IRRF.",
    source: "Lei 11.482/2007, art. 1º (Lei 15.191/2025); Lei 9.250/1995, art. 3º-A (Lei 15.270/2025)",
    reviewed: REVIEWED,
  },
  {
    id: "inss-empregado",
    question: "Qual a tabela do INSS do empregado em 2026?",
    keywords: ["tabela do inss", "inss do empregado", "desconto de inss", "teto do inss", "aliquota do inss"],
    answer:
      "Em 2026 a contribuição do empregado é progressiva: 7,5% até R$ 1.621,00; 9% de R$ 1.621,01 a R$ 2.902,84; 12% de R$ 2.902,85 a R$ 4.354,27; e 14% de R$ 4.354,28 até o teto de R$ 8.475,55, cada alíquota sobre a sua faixa. O desconto máximo é de R$ 988,09.",
    source: "Lei 8.212/1991, art. 20 (EC 103/2019, art. 28); Portaria Interministerial MPS/MF 13/2026",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
  {
    id: "fgts",
    question: "Quanto é o FGTS?",
    keywords: ["fgts", "fundo de garantia", "multa do fgts"],
    answer:
      "O empregador deposita 8% da remuneração do mês no FGTS (2% para aprendizes), inclusive sobre o 13º. Na dispensa sem justa causa, paga multa de 40% sobre o saldo. No Simples Nacional o FGTS é pago fora do DAS.",
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
    answer:
      "Além do salário, o empregador arca com 13º e férias com 1/3, FGTS de 8% e, fora do Simples (ou no Anexo IV), CPP de 20%, RAT de 1% a 3% ajustado pelo FAP e contribuições a terceiros. Nos Anexos I, II, III e V do Simples a CPP e o RAT estão dentro do DAS. O custo exato depende do salário, dos benefícios e do regime: o simulador de custo trabalhista calcula mês a mês.",
    source:
      "Lei 8.212/1991, art. 22; Lei 8.036/1990, art. 15; Lei 4.090/1962; CF, art. 7º, XVII; LC 123/2006, art. 13, §3º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
  {
    id: "reforma-2026",
    question: "O que muda com a reforma tributária em 2026?",
    keywords: ["reforma tributaria", "cbs", "ibs", "iva", "imposto seletivo"],
    answer:
      "Em 2026 a CBS (0,9%) e o IBS (0,1%) são cobrados em caráter de teste: quem preenche os campos de IBS e CBS nas notas fiscais fica dispensado do pagamento, e PIS e COFINS continuam devidos normalmente. As empresas do Simples Nacional e o MEI não entram no teste de 2026. Em 2027 a CBS substitui PIS e COFINS.",
    source: "EC 132/2023; LC 214/2025, arts. 343, 346 e 348",
    reviewed: REVIEWED,
  },
  {
    id: "jcp",
    question: "Como são tributados os juros sobre capital próprio?",
    keywords: ["juros sobre capital proprio", "jcp"],
    answer:
      "Os juros sobre capital próprio pagos aos sócios são dedutíveis no Lucro Real e têm imposto de renda retido na fonte de 17,5% a partir de 2026 (eram 15%).",
    source: "Lei 9.249/1995, art. 9º, §2º (LC 224/2025, art. 8º)",
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
    answer:
      "A LC 224/2025 aumentou em 10% os percentuais de presunção do Lucro Presumido, mas só sobre a parte da receita anual acima de R$ 5.000.000,00 (R$ 1.250.000,00 por trimestre): por exemplo, 8% vira 8,8% e 32% vira 35,2% sobre o excesso. Vale para o IRPJ desde janeiro de 2026 e para a CSLL desde abril de 2026.",
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
    answer:
      "Pode optar pelo Lucro Presumido a empresa cuja receita bruta do ano anterior foi de até R$ 78.000.000,00 (ou R$ 6.500.000,00 por mês de atividade, se menos de 12 meses) e que não esteja obrigada ao Lucro Real (bancos e demais instituições financeiras, empresas com lucros do exterior, entre outras).",
    source: "Lei 9.718/1998, arts. 13 e 14",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.fiscal,
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
    answer:
      "Sim. Se a pessoa trabalha com pessoalidade, habitualidade, subordinação e salário, a relação é de emprego, qualquer que seja o contrato, e a Justiça do Trabalho pode reconhecer o vínculo com todos os direitos e encargos retroativos. A comparação de valores do simulador CLT x PJ não substitui essa análise com o seu contador ou advogado.",
    source: "CLT, arts. 2º, 3º e 9º",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.clt_vs_pj,
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
    answer:
      "A partir de 2027 o DAS passa a conter a CBS no lugar de PIS e COFINS. Quem está no Simples pode optar por pagar IBS e CBS pelo regime regular, o que permite aos clientes tomar créditos: para o primeiro semestre de 2027, a opção foi feita de 1º a 30 de setembro de 2026. O MEI não tem essa opção.",
    source: "LC 214/2025, art. 517 (LC 227/2026); Res. CGSN 186/2026",
    reviewed: REVIEWED,
  },
  {
    id: "vale-transporte",
    question: "Quanto posso descontar de vale-transporte?",
    keywords: ["vale-transporte", "vale transporte", "desconto de vt"],
    answer:
      "O empregado paga no máximo 6% do salário básico pelo vale-transporte; o empregador paga o que passar disso. O vale-transporte não é salário: não tem INSS, FGTS nem imposto de renda.",
    source: "Lei 7.418/1985, arts. 2º e 4º, parágrafo único; Decreto 10.854/2021",
    reviewed: REVIEWED,
    tool: TOOL_ROUTES.labor,
  },
];

/** The five suggested questions of the chat, in the order shown (tools-and-admin.md §2). */
export const SUGGESTED_QUESTION_IDS = [
  "lucro-real-vs-presumido",
  "icms-calculo",
  "simples-prazos",
  "substituicao-tributaria",
  "quando-mudar-regime",
] as const;
