// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import type {
  OptionWindow,
  ReferenceScenario,
  ReformResult,
  ReformYearRow,
  SimplesOptionScenario,
} from "@/lib/tax/reform/types";
import { ReformaResult } from "./reforma-result";

// The result view against the contract's shapes (lib/tax/reform/types.ts), with hand-made results: what is shown for
// a Simples company and for a Presumido one, estimates marked as such, and the calendar's states.

afterEach(cleanup);

const estimate: ReferenceScenario = {
  id: "fazenda_2024",
  name: "CBS 8,8% + IBS 17,7% (26,5%)",
  cbsPercent: 8.8,
  ibsPercent: 17.7,
  source: "Fazenda (R7, 23/08/2024)",
  date: "2024-08-23",
  grade: "S",
  official: false,
};
const official: ReferenceScenario = {
  id: "oficial",
  name: "Oficial: CBS 8,6% + IBS 17,9% (26,5%)",
  cbsPercent: 8.6,
  ibsPercent: 17.9,
  source: "Resolução do Senado Federal nº 7/2026 (LC 214/2025, art. 349)",
  date: "2026-12-10",
  grade: "P",
  official: true,
};

const row = (year: ReformYearRow["year"], das: number): ReformYearRow => ({
  year,
  pisCofins: 0,
  cbs: 0,
  ibs: 0,
  icmsIss: 0,
  das,
  credits: 0,
  total: das,
  note: `nota ${year}`,
});
const years = ([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033] as const).map((y, i) => row(y, 60_000 + i * 1_000));
const side = {
  das: 3_000,
  cbsIbsInDas: 500,
  cbsIbsDebit: 0,
  cbsIbsCredit: 0,
  cbsIbsPayable: 0,
  sellerTotal: 3_000,
  buyersCredit: 300,
};
const option = (scenario: ReferenceScenario): SimplesOptionScenario => ({
  scenario,
  regularRate: 0.265,
  dasShareRate: 0.0093,
  inside: side,
  outside: {
    ...side,
    das: 2_500,
    cbsIbsInDas: 0,
    cbsIbsDebit: 5_300,
    cbsIbsCredit: 1_000,
    cbsIbsPayable: 4_300,
    sellerTotal: 6_800,
    buyersCredit: 3_180,
  },
  sellerExtraTax: 3_800,
  buyersExtraCredit: 2_880,
  jointGain: -920,
  breakEvenPercent: 72.5,
  choice: "inside",
});
const window = (semester: string, optFrom: string, optUntil: string): OptionWindow => ({
  semester,
  optFrom,
  optUntil,
  cancelUntil: optUntil,
  effectiveFrom: `${semester.slice(0, 4)}-07-01`,
  source: "Res. CGSN 190/2026, arts. 40-C e 40-D",
  grade: "R",
  note: "confira no Portal do Simples Nacional",
});
const windows = [
  window("2027-1", "2026-09-01", "2026-10-30"),
  window("2027-2", "2027-03-01", "2027-03-31"),
  window("2028-1", "2027-09-01", "2027-09-30"),
];

const simples: ReformResult = {
  regime: "simples",
  scenario: estimate,
  years,
  simplesOption: {
    semester: "2027-2",
    perScenario: [option(estimate), option(official)],
    choice: "inside",
    headline: "Fique por dentro do DAS.",
    dependsOn: ["Os preços ficam como estão."],
  },
  regular: null,
  windows,
  nextWindow: windows[1],
  assumptions: [{ text: "CBS 2027 = referência − 0,1 p.p.", source: "LC 214/2025, art. 347", grade: "R" }],
  steps: [{ label: "DAS 2027", formula: "50.000 × 6%", value: 3_000, source: "LC 123/2006, art. 18" }],
};

function show(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe("ReformaResult", () => {
  it("shows a Simples company's years, the recommendation, each scenario side by side and the calendar", () => {
    show(<ReformaResult result={simples} />);
    expect(
      screen.getAllByTestId("reform-year-row").map((r) => r.querySelector("th")?.textContent?.slice(0, 4)),
    ).toEqual(["2026", "2027", "2028", "2029", "2030", "2031", "2032", "2033"]);
    // Only the DAS has amounts: the all-zero tax columns are left out, the whole DAS comes after the taxes' total.
    expect(
      within(screen.getByTestId("reform-years-table"))
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Ano", "Impostos sobre vendas", "DAS inteiro"]);
    expect(screen.getByTestId("reform-recommendation").textContent).toContain("Fique por dentro do DAS.");
    const cards = screen.getAllByTestId("reform-scenario-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText("Estimativa publicada")).toBeTruthy();
    expect(within(cards[1]).getByText("Alíquota oficial")).toBeTruthy();
    expect(within(cards[0]).getByTestId("reform-break-even").textContent).toBe("72,50%");
    expect(screen.getByTestId("reform-next-window").textContent).toBe(
      "Próxima janela: 2º semestre de 2027 — opção de 01/03/2027 a 31/03/2027.",
    );
    const states = [...document.querySelectorAll("[data-state]")].map((li) => li.getAttribute("data-state"));
    expect(states).toEqual(["past", "next", "future"]);
    expect(
      screen.getByText(
        "Estimativa: a alíquota oficial ainda não foi publicada. Os valores mudam quando o Senado (ou o TCU) fixar a alíquota de referência.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("calculation-steps")).toBeTruthy();
  });

  it("opens with the answer: one sentence, the deadline and the rate used, before any figure", () => {
    show(<ReformaResult result={simples} />);
    const answer = screen.getByTestId("reform-answer");
    expect(screen.getByTestId("reform-result").firstElementChild).toBe(answer);
    // The years' DAS differ from 2026 to 2027 (60.000 → 61.000 a year): the sentence gives the new month's DAS.
    expect(within(answer).getByTestId("reform-answer-sentence").textContent).toMatch(
      /^Fique no DAS: em 2027 ele fica em R\$\s3\.000,00 por mês; se quiser recolher por fora, decida de 01\/03\/2027 a 31\/03\/2027\.$/,
    );
    expect(within(answer).getByTestId("reform-answer-deadline").textContent).toBe(
      "Prazo: de 01/03/2027 a 31/03/2027, no Portal do Simples Nacional, para valer no 2º semestre de 2027 (a partir de 01/07/2027); dá para desistir até 31/03/2027.",
    );
    expect(within(answer).getByTestId("reform-answer-rate").textContent).toBe(
      // The fixture's source names its date: it is not printed twice.
      "Alíquota usada: CBS 8,8% + IBS 17,7% (26,5%), estimativa publicada (Fazenda (R7, 23/08/2024)); a oficial ainda não foi fixada.",
    );
  });

  it("says the DAS does not change when 2027's equals 2026's; por fora with its joint gain; no window known", () => {
    const flat = simples.years.map((y) => ({ ...y, das: 60_000 }));
    const { unmount } = show(<ReformaResult result={{ ...simples, years: flat }} />);
    expect(screen.getByTestId("reform-answer-sentence").textContent).toBe(
      "Fique no DAS: seu DAS não muda; se quiser recolher por fora, decida de 01/03/2027 a 31/03/2027.",
    );
    unmount();
    const outside = { ...option(official), jointGain: 1_234.5, choice: "outside" as const };
    show(
      <ReformaResult
        result={{
          ...simples,
          scenario: official,
          nextWindow: null,
          simplesOption: { ...simples.simplesOption!, choice: "outside", perScenario: [outside, option(estimate)] },
        }}
      />,
    );
    expect(screen.getByTestId("reform-answer").getAttribute("data-choice")).toBe("outside");
    expect(screen.getByTestId("reform-answer-sentence").textContent).toMatch(
      /^Recolha CBS e IBS por fora do DAS: você e seus clientes que tomam crédito ganham juntos R\$\s1\.234,50 por mês\.$/,
    );
    expect(screen.getByTestId("reform-answer-deadline").textContent).toBe(
      "Nenhuma janela de opção futura conhecida: confira no Portal do Simples Nacional.",
    );
    expect(screen.getByTestId("reform-answer-rate").textContent).toBe(
      "Alíquota oficial: Oficial: CBS 8,6% + IBS 17,9% (26,5%) (Resolução do Senado Federal nº 7/2026 (LC 214/2025, art. 349), 10/12/2026). Com outra estimativa de alíquota a resposta muda: veja cada cenário abaixo.",
    );
  });

  it("shows a Presumido company's 2026 × 2027 month and no Simples panel", () => {
    show(
      <ReformaResult
        result={{
          ...simples,
          regime: "presumido",
          scenario: official,
          simplesOption: null,
          regular: {
            y2026: { pisCofins: 1_825, cbsIbsTest: 0, total: 1_825 },
            y2027: { cbsDebit: 4_350, ibsDebit: 50, credits: 870, payable: 3_530, total: 3_530 },
            difference: 1_705,
            priceConvention: "net",
          },
        }}
      />,
    );
    expect(screen.queryByTestId("reform-recommendation")).toBeNull();
    expect(screen.queryByTestId("reform-answer")).toBeNull();
    expect(screen.getByTestId("reform-regular-difference").textContent).toMatch(
      /^Em 2027 a empresa paga R\$\s1\.705,00 a mais por mês sobre as vendas\.$/,
    );
    expect(screen.queryByText(/Estimativa: a alíquota oficial ainda não foi publicada/)).toBeNull();
  });
});
