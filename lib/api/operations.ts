import { TOOL_KEYS } from "@/lib/tools/catalogue";

/** The public API's operations: one list for the OpenAPI document and the /api-docs page. */
export type ApiOperation = {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  body?: string;
  created?: boolean;
  empty?: boolean;
  /** The success response is a file of this media type, not JSON. */
  file?: string;
  /** The body is multipart/form-data with PDFs or ZIPs in `files`. */
  upload?: boolean;
};

const CALCULATION_SUMMARIES: Record<string, string> = {
  fiscal: "Comparação de regimes (MEI, Simples Nacional, Lucro Presumido, Lucro Real) com a memória de cálculo",
  labor: "Custo total de um empregado para o empregador",
  clt_vs_pj: "CLT × PJ: líquido do profissional e custo da empresa",
  mei: "Verificação de enquadramento no MEI",
  profit_strategy:
    "Pró-labore × dividendos para os sócios de uma empresa: os tributos da empresa uma vez, o ano de cada sócio (INSS, IR acertado na declaração anual, retenção sobre dividendos, IRPFM com o redutor do art. 16-B) e, no Fator R, o custo do primeiro ano e quando a economia começa",
  hidden_credits:
    "Créditos ocultos: estimativa de PIS/COFINS monofásico, ICMS-ST e ICMS fora da base, com correção pela Selic",
  reforma_tributaria:
    "Reforma tributária 2026–2033: tributos sobre o consumo ano a ano (CBS, IBS, ICMS/ISS) e, no Simples Nacional, CBS e IBS por dentro × por fora do DAS, com o cenário de alíquota de referência (nome, fonte e data), o ponto de equilíbrio e a próxima janela de opção",
};

export const API_OPERATIONS: ApiOperation[] = [
  { method: "get", path: "/api/v1/companies", summary: "Lista as empresas da conta" },
  { method: "post", path: "/api/v1/companies", summary: "Cadastra uma empresa", body: "Company", created: true },
  { method: "get", path: "/api/v1/companies/{id}", summary: "Lê uma empresa" },
  { method: "put", path: "/api/v1/companies/{id}", summary: "Substitui os dados de uma empresa", body: "Company" },
  { method: "delete", path: "/api/v1/companies/{id}", summary: "Exclui uma empresa", empty: true },
  {
    method: "get",
    path: "/api/v1/companies/{id}/declarations",
    summary: "Lista as declarações do PGDAS-D importadas de uma empresa, com a conferência (confere, diverge)",
  },
  {
    method: "post",
    path: "/api/v1/documents",
    summary:
      "Lê declarações do PGDAS-D e DAS em PDF (ou ZIP) e devolve cada documento lido com a conferência por atividade e tributo; não grava nada",
    upload: true,
  },
  ...TOOL_KEYS.map((key): ApiOperation => ({
    method: "post",
    path: `/api/v1/calculations/${key}`,
    summary: CALCULATION_SUMMARIES[key] ?? key,
    body: `Calculation_${key}`,
  })),
  { method: "get", path: "/api/v1/simulations", summary: "Lista as simulações salvas (filtro opcional ?type=)" },
  { method: "get", path: "/api/v1/simulations/{id}", summary: "Lê uma simulação salva, com entradas e resultado" },
  { method: "get", path: "/api/v1/reports", summary: "Lista os relatórios da conta (status, tipo, empresa, tamanho)" },
  {
    method: "get",
    path: "/api/v1/reports/{id}/pdf",
    summary: "Baixa o PDF de um relatório Concluído (409 enquanto não estiver pronto)",
    file: "application/pdf",
  },
];
