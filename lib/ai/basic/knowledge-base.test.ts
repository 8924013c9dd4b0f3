import { describe, expect, it } from "vitest";
import { formatBrl, formatPercent, normaliseSpaces } from "@/lib/br/money";
import { PPM } from "@/lib/tax/money";
import { SUPPORTED_YEARS, tablesFor, type TaxYear } from "@/lib/tax/tables";
import { KNOWLEDGE_BASE, renderKnowledge, yearAsked } from "./knowledge-base";

// The curated answers print the tables' figures: the golden sentences below pin them for 2026 (so the mutation
// check, which runs this file, kills a mistyped table figure here too), and the per-year checks prove each figure
// is read from the right field of the asked year's tables.

const answer = (id: string, year: TaxYear = 2026) => {
  const entry = KNOWLEDGE_BASE.find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return renderKnowledge(entry, year);
};
const brl = (cents: number) => normaliseSpaces(formatBrl(cents / 100));
const rate = (ppm: number, digits = 0) => formatPercent(ppm / PPM, digits);

describe("curated answers rendered from the tables", () => {
  it("prints the 2026 INSS bands and the maximum discount (Portaria MPS/MF 13/2026)", () => {
    const a = answer("inss-empregado");
    expect(a.text).toContain(
      "Em 2026 a contribuição do empregado é progressiva: 7,5% até R$ 1.621,00; 9% de R$ 1.621,01 a R$ 2.902,84; 12% de R$ 2.902,85 a R$ 4.354,27; e 14% de R$ 4.354,28 até o teto de R$ 8.475,55, cada alíquota sobre a sua faixa. O desconto máximo é de R$ 988,09.",
    );
    expect(a.source).toContain("Portaria Interministerial MPS/MF nº 13/2026");
  });

  it("prints the 2025 INSS bands when the question is about 2025 (Portaria MPS/MF 6/2025)", () => {
    const a = answer("inss-empregado", 2025);
    expect(a.text).toContain("7,5% até R$ 1.518,00; 9% de R$ 1.518,01 a R$ 2.793,88");
    expect(a.text).toContain("até o teto de R$ 8.157,41");
    expect(a.source).toContain("nº 6/2025");
  });

  it("marks the 2027 figures carried from 2026 as provisional in the source", () => {
    expect(answer("inss-empregado", 2027).source).toContain("PROVISÓRIO");
    expect(answer("mei-das", 2027).source).toContain("PROVISÓRIO");
  });

  it("prints the Simples, MEI and Presumido limits of LC 123/2006 and Lei 9.718/1998", () => {
    expect(answer("simples-limites").text).toBe(
      "Microempresa (ME) fatura até R$ 360.000,00 por ano; empresa de pequeno porte (EPP), até R$ 4.800.000,00. Acima do sublimite de R$ 3.600.000,00, ICMS e ISS passam a ser pagos fora do DAS. No primeiro ano os limites são proporcionais aos meses de atividade.",
    );
    expect(answer("simples-excesso").text).toContain("R$ 4.800.000,00 em até 20% (até R$ 5.760.000,00)");
    expect(answer("mei-limite").text).toContain("R$ 81.000,00 por ano");
    expect(answer("mei-limite").text).toContain("R$ 6.750,00 por mês");
    expect(answer("presumido-limite").text).toContain("até R$ 78.000.000,00 (ou R$ 6.500.000,00 por mês");
    expect(answer("icms-calculo").text).toContain("sublimite de R$ 3.600.000,00");
  });

  it("prints the DAS-MEI of 2026: 5% of R$ 1.621,00 plus R$ 1,00 and/or R$ 5,00", () => {
    expect(answer("mei-das").text).toContain(
      "5% do salário mínimo de INSS, mais R$ 1,00 de ICMS (comércio e indústria) e/ou R$ 5,00 de ISS (serviços). Com o salário mínimo de 2026, R$ 1.621,00, são R$ 82,05 por mês no comércio ou indústria, R$ 86,05 nos serviços e R$ 87,05 em comércio e serviços.",
    );
    expect(answer("mei-funcionario").text).toContain("CPP de 3% sobre o salário e o FGTS de 8%");
  });

  it("prints the Presumido and Real rates (Lei 9.249/1995, Lei 10.637/2002, Lei 10.833/2003)", () => {
    const a = answer("lucro-real-vs-presumido").text;
    expect(a).toContain("por exemplo 8% e 12% no comércio e na indústria, 32% e 32% nos serviços em geral");
    expect(a).toContain("(0,65% e 3% da receita, sem créditos)");
    expect(a).toContain("IRPJ (15%, mais adicional de 10% sobre o lucro acima de R$ 20.000,00 por mês) e CSLL (9%)");
    expect(a).toContain("(1,65% e 7,6%, com créditos");
    expect(a).toContain("acima de R$ 78.000.000,00 no ano anterior");
    expect(answer("presumido-lc224").text).toBe(
      "A LC 224/2025 aumentou em 10% os percentuais de presunção do Lucro Presumido, mas só sobre a parte da receita anual acima de R$ 5.000.000,00 (R$ 1.250.000,00 por trimestre): por exemplo, 8% vira 8,8% e 32% vira 35,2% sobre o excesso. Vale para o IRPJ desde janeiro de 2026 e para a CSLL desde abril de 2026.",
    );
  });

  it("prints the payroll rates: FGTS 8%, CPP 20%, pró-labore 11% up to R$ 932,31, vale-transporte 6%", () => {
    expect(answer("pro-labore-inss").text).toContain(
      "11% do pró-labore, limitado ao teto do INSS (em 2026, R$ 8.475,55, ou seja, no máximo R$ 932,31). A empresa paga mais 20%",
    );
    expect(answer("fgts").text).toContain("deposita 8% da remuneração");
    expect(answer("custo-funcionario").text).toContain("FGTS de 8% e, fora do Simples (ou no Anexo IV), CPP de 20%");
    expect(answer("das-nao-e-tudo").text).toContain("o FGTS de 8% dos empregados, a CPP de 20% das atividades");
    expect(answer("vale-transporte").text).toContain("no máximo 6% do salário básico");
  });

  it("prints the Fator R threshold of 28% (LC 123/2006, art. 18, §5º-J)", () => {
    expect(answer("fator-r").text).toContain("um Fator R de 28% ou mais leva a tributação ao Anexo III; abaixo de 28%");
    expect(answer("simples-anexos").text).toContain("folha de 28% ou mais");
    expect(answer("quando-mudar-regime").text).toContain(
      "limite de R$ 4.800.000,00 do Simples (ou do sublimite de R$ 3.600.000,00 do ICMS/ISS), um Fator R abaixo de 28%",
    );
  });

  it("prints the Lei 15.270/2025 figures: dividends, IRPFM and the IRRF reduction", () => {
    expect(answer("dividendos-2026").text).toContain(
      "Desde janeiro de 2026, quando uma mesma empresa paga a uma mesma pessoa física residente mais de R$ 50.000,00 de lucros e dividendos no mesmo mês, retém 10% sobre o total pago",
    );
    expect(answer("irpfm").text).toContain(
      "acima de R$ 600.000,00 (incluindo dividendos e rendimentos isentos) paga um imposto mínimo: a alíquota sobe linearmente de 0% a 10% entre R$ 600.000,00 e R$ 1.200.000,00",
    );
    expect(answer("irpfm").text).toContain("declaração de 2027");
    expect(answer("irrf-tabela-2026").text).toContain(
      "(isenção na base de até R$ 2.428,80), mas desde janeiro de 2026 há uma redução: quem recebe até R$ 5.000,00 por mês fica sem IRRF, e entre R$ 5.000,01 e R$ 7.350,00",
    );
  });

  it("prints the 2026 CBS/IBS test rates and the JCP rate with the one it replaced", () => {
    expect(answer("reforma-2026").text).toContain("Em 2026 a CBS (0,9%) e o IBS (0,1%)");
    expect(answer("reforma-2026", 2027).text).toContain("Em 2026 a CBS (0,9%)");
    expect(answer("jcp").text).toContain("retido na fonte de 17,5% a partir de 2026 (eram 15%)");
    expect(answer("jcp", 2025).text).toContain("retido na fonte de 15%.");
  });

  it("the Simples option of 2027 is rendered from the engine's windows (Res. CGSN 194/2026; LC 123 art. 13 §10)", () => {
    const a = answer("simples-opcao-2027");
    expect(a.text).toContain(
      "Para o 1º semestre de 2027 a opção foi de 01/09/2026 a 30/10/2026, para valer a partir de 01/01/2027 e cancelável até 20/12/2026 (prazos da Res. CGSN 194/2026).",
    );
    expect(a.text).toContain(
      "a próxima janela é de 01/03/2027 a 31/03/2027, para valer a partir de 01/07/2027 e cancelável até 31/05/2027, e a seguinte de 01/09/2027 a 30/09/2027, para valer a partir de 01/01/2028 e cancelável até 30/11/2027.",
    );
    expect(a.source).toContain("Res. CGSN 194/2026");
    expect(a.source).toContain("LC 123/2006, art. 13, §10");
  });

  it("the DAS-MEI from 2027 adds the R$ 1,00 of CBS and IBS (Res. CGSN 190/2026 art. 7º, a confirmar)", () => {
    // 2027 carries 2026's minimum wage (provisional): 81,05 + 1,00 + 1,00 = 83,05; services 81,05 + 5,00 + 1,00 = 87,05.
    const a = answer("mei-das", 2027);
    expect(a.text).toContain("mais R$ 1,00 de CBS e IBS por mês desde 2027 (valor a confirmar no Diário Oficial)");
    expect(a.text).toContain("são R$ 83,05 por mês no comércio ou indústria, R$ 87,05 nos serviços e R$ 88,05");
    expect(a.source).toContain("Res. CGSN 190/2026");
  });

  it("reads each figure from the asked year's own table field", () => {
    for (const year of SUPPORTED_YEARS) {
      const t = tablesFor(year);
      const inss = answer("inss-empregado", year).text;
      for (const band of t.inss.bands) {
        expect(inss, `${year}`).toContain(brl(band.upTo));
        expect(inss, `${year}`).toContain(rate(band.rate, band.rate % 10_000 ? 1 : 0));
      }
      expect(answer("mei-das", year).text).toContain(`salário mínimo de ${year}, ${brl(t.minimumWage.value)}`);
      expect(answer("mei-limite", year).text).toContain(brl(t.mei.limit.value));
      expect(answer("simples-limites", year).text).toContain(brl(t.simples.meLimit.value));
      expect(answer("pro-labore-inss", year).text).toContain(`em ${year}, ${brl(t.inss.bands.at(-1)!.upTo)}`);
      expect(answer("jcp", year).text).toContain(`fonte de ${rate(t.dividends.jcpRate.value, 1)}`.replace(",0%", "%"));
    }
  });

  it("answers for the year a question names, else the default year", () => {
    expect(yearAsked("Qual a tabela do INSS de 2025?")).toBe(2025);
    expect(yearAsked("E em 2027, qual o teto?")).toBe(2027);
    expect(yearAsked("Qual o limite do MEI?")).toBe(2026);
    expect(yearAsked("Em 1999 ou 2031?")).toBe(2026);
  });
});
