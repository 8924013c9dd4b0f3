import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { ServiceDb } from "@/lib/db/handles";
import { asaasPayments, pendingRegistrations, subscriptionPlans } from "@/lib/db/schema";
import type { RegistrationStatus } from "@/lib/db/enums";

/**
 * What /payment-pending shows. The page is public (the payer may not be signed in) and addressed by the registration's random
 * uuid, so it carries no personal data: plan, amount, due date, status and the PIX code only.
 */
export type RegistrationView = {
  id: string;
  status: RegistrationStatus;
  planName: string;
  value: string;
  dueDate: string | null;
  invoiceUrl: string | null;
  pixPayload: string | null;
  pixImage: string | null;
  /** Provider id of the open charge (for the sandbox simulate controls). */
  openPaymentId: string | null;
};

/** Reads a registration and its newest charge. Run it through the privileged path (runWithServiceRole). */
export async function getRegistrationView(db: ServiceDb, registrationId: string): Promise<RegistrationView | null> {
  const [reg] = await db
    .select({
      id: pendingRegistrations.id,
      status: pendingRegistrations.status,
      planName: subscriptionPlans.name,
      price: subscriptionPlans.monthlyPrice,
      subscriptionId: pendingRegistrations.asaasSubscriptionId,
    })
    .from(pendingRegistrations)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pendingRegistrations.selectedPlanId))
    .where(eq(pendingRegistrations.id, registrationId));
  if (!reg) return null;
  const [payment] = await db
    .select({
      providerId: asaasPayments.asaasPaymentId,
      status: asaasPayments.status,
      value: asaasPayments.value,
      dueDate: asaasPayments.dueDate,
      invoiceUrl: asaasPayments.invoiceUrl,
      pixPayload: asaasPayments.pixPayload,
      pixImage: asaasPayments.pixImage,
    })
    .from(asaasPayments)
    .where(and(eq(asaasPayments.registrationId, registrationId), eq(asaasPayments.deleted, false)))
    .orderBy(asaasPayments.dueDate, desc(asaasPayments.createdAt))
    .limit(1);
  const open = payment && (payment.status === "PENDING" || payment.status === "OVERDUE");
  return {
    id: reg.id,
    status: reg.status,
    planName: reg.planName,
    value: payment?.value ?? reg.price,
    dueDate: payment?.dueDate ?? null,
    invoiceUrl: payment?.invoiceUrl ?? null,
    pixPayload: reg.status === "pending_payment" && open ? payment.pixPayload : null,
    pixImage: reg.status === "pending_payment" && open ? payment.pixImage : null,
    openPaymentId: open ? payment.providerId : null,
  };
}

/**
 * The payment page's view of a registration, read through the privileged path: the page is public and the
 * registration's random uuid is the capability, so pages never import lib/db/admin themselves.
 */
export async function readRegistrationView(registrationId: string): Promise<RegistrationView | null> {
  return runWithServiceRole(await getDb(), (tx) => getRegistrationView(tx, registrationId));
}

/** Whose registration this is (the sandbox controls act only for its owner); null when there is none. */
export async function registrationOwner(registrationId: string): Promise<string | null> {
  const [row] = await runWithServiceRole(await getDb(), (tx) =>
    tx
      .select({ userId: pendingRegistrations.userId })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, registrationId)),
  );
  return row?.userId ?? null;
}

/** Records a sandbox payment simulation in the audit log, in the caller's name. */
export async function auditSandboxSimulation(
  actorId: string,
  registrationId: string,
  details: { outcome: string; paymentId: string },
  ip: string,
): Promise<void> {
  await runWithServiceRole(await getDb(), (tx) =>
    writeAuditLog(tx, {
      actorId,
      action: "sandbox.payment.simulate",
      target: `registration:${registrationId}`,
      details,
      ip,
    }),
  );
}
