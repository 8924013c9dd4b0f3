import "server-only";
import { eq } from "drizzle-orm";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { getDb, type Db } from "@/lib/db/client";
import { asaasPayments } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertAdminActor } from "./guard";
import { allowedPaymentTransitions } from "./schema";

export type ChangePaymentStatusParams = { actorId: string; paymentId: string; status: string; reason: string; ip: string | null };

/**
 * Records a status an admin set by hand (only the transitions of ADMIN_PAYMENT_TRANSITIONS), with the reason,
 * in one service-role transaction with its audit entry. The row is locked first, so two admins cannot both
 * move the same charge from the same status.
 */
export async function changePaymentStatusAsAdmin(tx: Db, { actorId, paymentId, status, reason, ip }: ChangePaymentStatusParams): Promise<{ from: string; to: string }> {
  await assertAdminActor(tx, actorId);
  const [payment] = await tx
    .select({ status: asaasPayments.status, providerId: asaasPayments.asaasPaymentId, deleted: asaasPayments.deleted })
    .from(asaasPayments)
    .where(eq(asaasPayments.id, paymentId))
    .for("update");
  if (!payment || payment.deleted) throw new AppError("not_found", "adminOps.payments.errors.notFound");
  if (!allowedPaymentTransitions(payment.status).includes(status)) throw new AppError("conflict", "adminOps.payments.errors.transition");
  await tx.update(asaasPayments).set({ status }).where(eq(asaasPayments.id, paymentId));
  await writeAuditLog(tx, {
    actorId,
    action: "admin.payment.status",
    target: `payment:${payment.providerId}`,
    details: { before: { status: payment.status }, after: { status }, reason },
    ip,
  });
  return { from: payment.status, to: status };
}

export async function changePaymentStatus(params: ChangePaymentStatusParams): Promise<{ from: string; to: string }> {
  return runWithServiceRole(await getDb(), (tx) => changePaymentStatusAsAdmin(tx, params));
}
