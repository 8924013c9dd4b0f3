import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { addDaysIso, addMonthsIso, todayIso } from "@/lib/br/date";
import type { Db, OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { sandboxCustomers, sandboxPayments, sandboxSubscriptions } from "@/lib/db/schema";
import { buildPixPayload } from "@/lib/payments/pix/emv";
import { pixQrPngBase64 } from "@/lib/payments/pix/qr";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "@/lib/payments/provider";
import { sandboxManualPayments } from "./manual-payments";
import { toProviderPayment, toProviderSubscription } from "./mappers";

/**
 * The built-in payment provider for the embedded default (no ASAAS_API_KEY): Asaas v3 semantics kept
 * in our own database: the first charge is created with the subscription and the
 * returned nextDueDate has already advanced one cycle; later charges appear RENEWAL_LEAD_DAYS before
 * they fall due; cancelling removes the pending and overdue charges and keeps the paid ones. Each charge
 * carries a real PIX BR Code. Nothing here moves money: confirmPayment stands in for Asaas'
 * POST /v3/sandbox/payment/{id}/confirm.
 */
export type SandboxProviderConfig = {
  db: () => Promise<OwnerDb>;
  appUrl: string;
  pixKey?: string;
};

export type SandboxProvider = PaymentProvider & {
  readonly kind: "sandbox";
  /** Like Asaas' sandbox confirm: PENDING or OVERDUE → RECEIVED today. */
  confirmPayment(id: string): Promise<ProviderPayment>;
  /** Like Asaas' sandbox overdue: PENDING → OVERDUE. */
  overduePayment(id: string): Promise<ProviderPayment>;
};

const RENEWAL_LEAD_DAYS = 10;
const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(8).toString("hex")}`;

export function createSandboxProvider(config: SandboxProviderConfig): SandboxProvider {
  const pixKey = config.pixKey ?? "pix-sandbox@tributocerto.com.br";
  const asService = async <T>(fn: (tx: Db) => Promise<T>) => runWithServiceRole(await config.db(), fn);
  const payment = (row: typeof sandboxPayments.$inferSelect) => toProviderPayment(row, config.appUrl);

  async function insertCharge(tx: Db, sub: typeof sandboxSubscriptions.$inferSelect, dueDate: string) {
    const id = newId("pay");
    const [row] = await tx
      .insert(sandboxPayments)
      .values({
        id,
        subscriptionId: sub.id,
        customerId: sub.customerId,
        value: sub.value,
        dueDate,
        description: sub.description,
        externalReference: sub.externalReference,
        pixPayload: buildPixPayload({
          key: pixKey,
          amountCentavos: Math.round(Number(sub.value) * 100),
          merchantName: "Tributo Certo",
          merchantCity: "Sao Paulo",
          txid: id.replace(/[^A-Za-z0-9]/g, "").slice(0, 25),
        }),
      })
      .returning();
    return row;
  }

  async function loadPayment(tx: Db, id: string) {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for("update");
    if (!row) throw new PaymentProviderError("not_found", "Cobrança não encontrada.", 404);
    return row;
  }

  return {
    kind: "sandbox",
    ...sandboxManualPayments({ asService, loadPayment, payment }),

    async findOrCreateCustomer(customer) {
      if (!customer.cpfCnpj) throw new PaymentProviderError("invalid_cpfCnpj", "O CPF/CNPJ informado é inválido.", 400);
      return asService(async (tx) => {
        const [existing] = await tx
          .select({ id: sandboxCustomers.id })
          .from(sandboxCustomers)
          .where(eq(sandboxCustomers.externalReference, customer.externalReference))
          .limit(1);
        if (existing) return existing;
        const [row] = await tx
          .insert(sandboxCustomers)
          .values({
            id: newId("cus"),
            name: customer.name,
            email: customer.email,
            cpfCnpj: customer.cpfCnpj,
            phone: customer.phone ?? null,
            externalReference: customer.externalReference ?? null,
          })
          .returning({ id: sandboxCustomers.id });
        return row;
      });
    },

    async createSubscription(input) {
      if (!(input.value > 0)) throw new PaymentProviderError("invalid_value", "Valor inválido.", 400);
      if (input.nextDueDate < todayIso()) {
        throw new PaymentProviderError("rejected", "Não é permitido data de vencimento inferior a hoje.", 400);
      }
      return asService(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(
            and(
              eq(sandboxSubscriptions.externalReference, input.externalReference),
              eq(sandboxSubscriptions.deleted, false),
            ),
          )
          .limit(1);
        if (existing) {
          const [first] = await tx
            .select()
            .from(sandboxPayments)
            .where(eq(sandboxPayments.subscriptionId, existing.id))
            .orderBy(sandboxPayments.dueDate)
            .limit(1);
          return { subscription: toProviderSubscription(existing), firstPayment: payment(first) };
        }
        const [customer] = await tx
          .select({ id: sandboxCustomers.id })
          .from(sandboxCustomers)
          .where(eq(sandboxCustomers.id, input.customerId));
        if (!customer) throw new PaymentProviderError("invalid_customer", "Customer inválido ou não informado.", 400);
        const [sub] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: newId("sub"),
            customerId: input.customerId,
            value: input.value.toFixed(2),
            nextDueDate: addMonthsIso(input.nextDueDate, 1),
            description: input.description,
            externalReference: input.externalReference,
          })
          .returning();
        const first = await insertCharge(tx, sub, input.nextDueDate);
        return { subscription: toProviderSubscription(sub), firstPayment: payment(first) };
      });
    },

    async getSubscription(id) {
      return asService(async (tx) => {
        const [row] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
        return row ? toProviderSubscription(row) : null;
      });
    },

    async findSubscriptionsByExternalReference(externalReference) {
      return asService(async (tx) => {
        const rows = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.externalReference, externalReference))
          .orderBy(desc(sandboxSubscriptions.createdAt));
        return rows.map(toProviderSubscription);
      });
    },

    async listSubscriptionPayments(subscriptionId) {
      return asService(async (tx) => {
        const [sub] = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.id, subscriptionId))
          .for("update");
        if (!sub) return [];
        // Renewals: generate the charges that fall due within the lead time, as Asaas' job does.
        let current = sub;
        while (
          !current.deleted &&
          current.status === "ACTIVE" &&
          current.nextDueDate <= addDaysIso(todayIso(), RENEWAL_LEAD_DAYS)
        ) {
          await insertCharge(tx, current, current.nextDueDate);
          [current] = await tx
            .update(sandboxSubscriptions)
            .set({ nextDueDate: addMonthsIso(current.nextDueDate, 1) })
            .where(eq(sandboxSubscriptions.id, current.id))
            .returning();
        }
        const rows = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.subscriptionId, subscriptionId))
          .orderBy(desc(sandboxPayments.dueDate), desc(sandboxPayments.createdAt));
        return rows.map(payment);
      });
    },

    async getPayment(id) {
      return asService(async (tx) => {
        const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
        return row ? payment(row) : null;
      });
    },

    async getPixQrCode(paymentId) {
      const row = await asService(async (tx) => {
        const [found] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
        return found;
      });
      if (!row) throw new PaymentProviderError("not_found", "Cobrança não encontrada.", 404);
      return {
        encodedImage: await pixQrPngBase64(row.pixPayload),
        payload: row.pixPayload,
        expirationDate: `${addMonthsIso(row.dueDate, 12)} 23:59:59`,
      };
    },

    async cancelSubscription(id) {
      await asService(async (tx) => {
        const [sub] = await tx
          .update(sandboxSubscriptions)
          .set({ deleted: true, status: "INACTIVE" })
          .where(eq(sandboxSubscriptions.id, id))
          .returning({ id: sandboxSubscriptions.id });
        if (!sub) throw new PaymentProviderError("not_found", "Assinatura não encontrada.", 404);
        await tx
          .update(sandboxPayments)
          .set({ deleted: true })
          .where(and(eq(sandboxPayments.subscriptionId, id), inArray(sandboxPayments.status, ["PENDING", "OVERDUE"])));
      });
    },

    async confirmPayment(id) {
      return asService(async (tx) => {
        const row = await loadPayment(tx, id);
        if (row.deleted || !["PENDING", "OVERDUE"].includes(row.status)) {
          throw new PaymentProviderError(
            "rejected",
            "Só é possível confirmar cobranças aguardando pagamento ou vencidas.",
            400,
          );
        }
        const [updated] = await tx
          .update(sandboxPayments)
          .set({ status: "RECEIVED", paymentDate: todayIso() })
          .where(eq(sandboxPayments.id, id))
          .returning();
        return payment(updated);
      });
    },

    async overduePayment(id) {
      return asService(async (tx) => {
        const row = await loadPayment(tx, id);
        if (row.deleted || row.status !== "PENDING") {
          throw new PaymentProviderError("rejected", "Só é possível vencer cobranças aguardando pagamento.", 400);
        }
        const [updated] = await tx
          .update(sandboxPayments)
          .set({ status: "OVERDUE" })
          .where(eq(sandboxPayments.id, id))
          .returning();
        return payment(updated);
      });
    },
  };
}
