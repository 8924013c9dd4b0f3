import { REGISTRATION_STATUSES, SUBSCRIPTION_STATES } from "@/lib/db/enums";

// The audit log's actions (audit_log.action) as the admin reads them: each has a pt-BR label under
// adminOps.logs.actions.<action> (messages/pt-BR.json); an action without one (an older or test entry) shows its key.

/** Every action the code writes, the dynamic billing ones expanded. audit-actions.test.ts checks the code against it. */
export const AUDIT_ACTIONS: readonly string[] = [
  "account.password.change",
  "account.session.revoke",
  "account.session.revoke_others",
  "account.mfa.enable",
  "account.mfa.disable",
  "account.erase",
  "documents.import",
  "documents.file_delete",
  "admin.user.update",
  "admin.user.erase",
  "admin.payment.status",
  "admin.plan.create",
  "admin.plan.update",
  "admin.plan.archive",
  "admin.plan.delete",
  "admin.commission.paid",
  "admin.system_report.create",
  "admin.system_report.download",
  "admin.selic.save",
  "admin.selic.remove",
  "settings.update",
  "settings.secret.update",
  "settings.asaas.test_payment",
  "settings.reform_reference_rate.update",
  "billing.registration.created",
  ...REGISTRATION_STATUSES.map((s) => `billing.registration.${s}`),
  ...SUBSCRIPTION_STATES.map((s) => `billing.subscription.${s}`),
  "billing.subscription.abandoned",
  "billing.subscription.cancel_requested",
  "billing.profile.plan",
  "billing.commission.created",
  "billing.commission.reversed",
  "billing.reconcile.run",
  "sandbox.payment.simulate",
  "ai.provider.invalid_key",
  "selic.bcb.correct",
  "demo.seeded",
];

const ACTION = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;

/** The message key of an action's label ("adminOps.logs.actions.billing.registration.paid"), or null when it cannot have one. */
export function auditActionMessageKey(action: string): string | null {
  return ACTION.test(action) ? `actions.${action}` : null;
}
