import "server-only";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  asaasPayments,
  companies,
  pendingRegistrations,
  profiles,
  subscriptionPlans,
  subscriptions,
} from "@/lib/db/schema";

/** What an audit entry is about, in the back office's words (messages adminOps.logs.targets.*). */
export type AuditTargetKind =
  "user" | "plan" | "subscription" | "registration" | "payment" | "company" | "setting" | "commission";

/** An audit target ("profile:3f2a…") named for a reader: its kind and, when found, the name it has now. */
export type AuditTarget = { kind: AuditTargetKind | null; name: string | null; raw: string };

const KINDS: Record<string, AuditTargetKind> = {
  profile: "user",
  user: "user",
  plan: "plan",
  subscription: "subscription",
  registration: "registration",
  payment: "payment",
  asaas_payment: "payment",
  company: "company",
  setting: "setting",
  commission: "commission",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(raw: string): { kind: AuditTargetKind | null; id: string } {
  const at = raw.indexOf(":");
  if (at < 0) return { kind: null, id: raw };
  return { kind: KINDS[raw.slice(0, at)] ?? null, id: raw.slice(at + 1) };
}

/**
 * Names the targets of a page of audit entries: a user by name (or e-mail), a plan, a subscription or a payment by
 * its customer, a company, a registration; a setting by its key. One query per kind, only for the ids on the page;
 * what the reader may not see or no longer exists keeps its raw id.
 */
export async function nameAuditTargets(db: Db, raws: (string | null)[]): Promise<Map<string, AuditTarget>> {
  const parsed = [...new Set(raws.filter((r): r is string => r !== null))].map((raw) => ({ raw, ...parse(raw) }));
  const ids = (kind: AuditTargetKind) => parsed.filter((p) => p.kind === kind && UUID.test(p.id)).map((p) => p.id);
  const none = Promise.resolve([] as { id: string; name: string | null }[]);
  const [users, plans, subs, regs, companyRows, payments] = await Promise.all([
    ids("user").length
      ? db
          .select({ id: profiles.id, name: profiles.name, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, ids("user")))
      : Promise.resolve([] as { id: string; name: string | null; email: string | null }[]),
    ids("plan").length
      ? db
          .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
          .from(subscriptionPlans)
          .where(inArray(subscriptionPlans.id, ids("plan")))
      : none,
    ids("subscription").length
      ? db
          .select({ id: subscriptions.id, name: profiles.name, email: profiles.email })
          .from(subscriptions)
          .innerJoin(profiles, eq(profiles.id, subscriptions.userId))
          .where(inArray(subscriptions.id, ids("subscription")))
      : Promise.resolve([] as { id: string; name: string | null; email: string | null }[]),
    ids("registration").length
      ? db
          .select({ id: pendingRegistrations.id, name: pendingRegistrations.name })
          .from(pendingRegistrations)
          .where(inArray(pendingRegistrations.id, ids("registration")))
      : none,
    ids("company").length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids("company")))
      : none,
    parsed.some((p) => p.kind === "payment")
      ? db
          .select({ id: asaasPayments.id, providerId: asaasPayments.asaasPaymentId, name: asaasPayments.customerName })
          .from(asaasPayments)
          .where(
            or(
              inArray(
                asaasPayments.asaasPaymentId,
                parsed.filter((p) => p.kind === "payment").map((p) => p.id),
              ),
              ...(ids("payment").length ? [inArray(asaasPayments.id, ids("payment"))] : []),
            ),
          )
      : Promise.resolve([] as { id: string; providerId: string; name: string | null }[]),
  ]);
  const names = new Map<string, string | null>();
  for (const u of [...users, ...subs]) names.set(u.id, u.name || u.email);
  for (const r of [...plans, ...regs, ...companyRows]) names.set(r.id, r.name);
  for (const p of payments) {
    names.set(p.id, p.name);
    names.set(p.providerId, p.name);
  }
  return new Map(
    parsed.map((p) => [
      p.raw,
      { kind: p.kind, raw: p.raw, name: p.kind === "setting" ? p.id : (names.get(p.id) ?? null) },
    ]),
  );
}
