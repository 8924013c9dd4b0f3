import { getSandboxProvider } from "@/lib/payments";
import { PaymentProviderError } from "@/lib/payments/provider";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { routeHandler } from "@/lib/route-handler";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox provider's invoice page (what Asaas' invoiceUrl opens): the charge and its PIX code. The sandbox keeps
 * its charges in our database: when it is down, the pipeline answers 503, never a 500.
 */
export const GET = routeHandler<"visitor", { id: string }>({ auth: "visitor" }, async ({ params: { id } }) => {
  const sandbox = getSandboxProvider();
  let payment: Awaited<ReturnType<NonNullable<typeof sandbox>["getPayment"]>> = null;
  let pix: { payload: string; encodedImage: string } | null = null;
  try {
    payment = sandbox && /^pay_sbx_[0-9a-f]{16}$/.test(id) ? await sandbox.getPayment(id) : null;
    if (!sandbox || !payment) return new Response("Fatura não encontrada", { status: 404 });
    pix = payment.status === "PENDING" || payment.status === "OVERDUE" ? await sandbox.getPixQrCode(id) : null;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
  }
  if (!payment) return new Response("Fatura não encontrada", { status: 404 });
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fatura ${escape(payment.id)} (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}code{word-break:break-all;display:block;background:#f4f4f5;padding:.5rem;border-radius:.375rem}</style></head>
<body><p><strong>Ambiente sandbox</strong>: nenhum valor é cobrado.</p>
<h1>Fatura ${escape(payment.description ?? payment.id)}</h1>
<p>Valor: ${escape(formatBrl(payment.value))} · Vencimento: ${escape(formatDate(payment.dueDate))} · Situação: ${escape(payment.status)}</p>
${pix ? `<img src="data:image/png;base64,${pix.encodedImage}" alt="QR Code PIX" width="240" height="240"><p>PIX copia e cola:</p><code>${escape(pix.payload)}</code>` : ""}
</body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
});
