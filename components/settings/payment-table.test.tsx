// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "@/components/i18n/client-messages.generated";
import { pickMessages } from "@/components/i18n/pick-messages";
import messages from "@/messages/pt-BR.json";
import { PaymentTable, type PaymentRow } from "./payment-table";

afterEach(cleanup);

const row = (over: Partial<PaymentRow>): PaymentRow => ({
  id: "p1",
  dueDate: "2026-10-10",
  paymentDate: null,
  centavos: 8990,
  status: "PENDING",
  planName: "Profissional",
  invoiceUrl: null,
  ...over,
});

// Only the texts /settings hands its client components: a key missing from that list fails here, not on screen.
function renderTable(payments: PaymentRow[]) {
  return render(
    <NextIntlClientProvider
      locale="pt-BR"
      timeZone="America/Sao_Paulo"
      messages={pickMessages(messages, CLIENT_MESSAGES["(app)/settings/page"])}
      onError={(error) => {
        throw error;
      }}
    >
      <PaymentTable payments={payments} />
    </NextIntlClientProvider>,
  );
}

describe("PaymentTable: a page of the payment history", () => {
  it("shows each charge's due date, plan, value, status and payment date", () => {
    renderTable([row({ id: "p1", status: "RECEIVED", paymentDate: "2026-10-09" }), row({ id: "p2" })]);
    const [, paid, open] = screen.getAllByRole("row");
    expect(paid.textContent).toMatch(/10\/10\/2026Profissional\s*R\$\s89,90Pago09\/10\/2026—/);
    expect(open.textContent).toContain("Em aberto");
  });

  it("scrolls sideways in a labelled region a keyboard can reach, invoice links or not", () => {
    renderTable([row({})]);
    expect(screen.getByRole("region", { name: /^Cobranças da sua assinatura/ }).getAttribute("tabindex")).toBe("0");
  });

  it("names a status it has no label for as being processed", () => {
    renderTable([row({ status: "DUNNING_REQUESTED" })]);
    expect(screen.getAllByRole("row")[1].textContent).toContain("Em processamento");
  });

  it("links the invoice, saying which charge it is and that it opens a new tab", () => {
    renderTable([row({ invoiceUrl: "https://www.asaas.com/i/abc" })]);
    const link = within(screen.getAllByRole("row")[1]).getByRole("link");
    expect(link.getAttribute("href")).toBe("https://www.asaas.com/i/abc");
    expect(link.getAttribute("aria-label")).toBe("Abrir fatura de 10/10/2026 (abre em nova aba)");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
