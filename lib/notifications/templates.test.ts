import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { alertDigestEmail } = await import("./templates");

describe("alertDigestEmail", () => {
  it("names the option window's last day and links the company's /reforma-tributaria, beside the month of other findings", () => {
    const mail = alertDigestEmail("ana@example.com", "Ana", "https://app.example", [
      {
        code: "reform_option_window",
        companyId: "c1",
        companyName: "Padaria Central",
        deadline: { year: 2027, month: 3 },
        deadlineDate: "2027-03-31",
      },
      { code: "mei_limit", companyId: "c2", companyName: "Bazar da Ana", deadline: { year: 2027, month: 2 } },
    ]);
    expect(mail.text).toContain("Janela de opção do IBS/CBS por fora: até 31/03/2027 — Padaria Central");
    expect(mail.text).toContain("https://app.example/reforma-tributaria?empresa=c1");
    expect(mail.text).toContain("Bazar da Ana (previsto para 02/2027)");
  });
});
