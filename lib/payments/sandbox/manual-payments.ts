import "server-only";
import { eq } from "drizzle-orm";
import { todayIso } from "@/lib/br/date";
import type { Db } from "@/lib/db/client";
import { sandboxPayments } from "@/lib/db/schema";
import {
  PaymentProviderError,
  PAID_STATUSES,
  type PaymentProvider,
  type ProviderPayment,
} from "@/lib/payments/provider";

type Row = typeof sandboxPayments.$inferSelect;
type Deps = {
  asService: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  loadPayment: (tx: Db, id: string) => Promise<Row>;
  payment: (row: Row) => ProviderPayment;
};

/**
 * The sandbox's side of an admin's manual payment changes, with Asaas' rules: cash receipt only of an open charge,
 * undo only of a cash receipt, refund only of a paid one. The change is stored, so the next sync (or webhook) reads it.
 */
export function sandboxManualPayments({
  asService,
  loadPayment,
  payment,
}: Deps): Pick<PaymentProvider, "receiveInCash" | "undoReceivedInCash" | "refundPayment"> {
  const change = (id: string, allowed: (row: Row) => boolean, refusal: string, next: (row: Row) => Partial<Row>) =>
    asService(async (tx) => {
      const row = await loadPayment(tx, id);
      if (row.deleted || !allowed(row)) throw new PaymentProviderError("rejected", refusal, 400);
      const [updated] = await tx.update(sandboxPayments).set(next(row)).where(eq(sandboxPayments.id, id)).returning();
      return payment(updated);
    });

  return {
    receiveInCash: (id, { paymentDate }) =>
      change(
        id,
        (row) => row.status === "PENDING" || row.status === "OVERDUE",
        "Só é possível receber em dinheiro cobranças aguardando pagamento ou vencidas.",
        () => ({
          status: "RECEIVED_IN_CASH",
          paymentDate,
        }),
      ),
    undoReceivedInCash: (id) =>
      change(
        id,
        (row) => row.status === "RECEIVED_IN_CASH",
        "Esta cobrança não foi recebida em dinheiro.",
        (row) => ({
          status: row.dueDate < todayIso() ? "OVERDUE" : "PENDING",
          paymentDate: null,
        }),
      ),
    refundPayment: (id) =>
      change(
        id,
        (row) => PAID_STATUSES.includes(row.status),
        "Só é possível estornar cobranças pagas.",
        () => ({ status: "REFUNDED" }),
      ),
  };
}
