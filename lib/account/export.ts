import "server-only";
import { eq, getTableColumns, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/handles";
import {
  affiliatePayoutKeys,
  aiConversations,
  aiMessages,
  aiUsage,
  apiKeys,
  hiddenCreditStatuses,
  reportBranding,
  reportFiles,
  riskAnalyses,
  asaasPayments,
  commissions,
  companies,
  companyMonths,
  companyReformProfiles,
  dasDocuments,
  declarations,
  documentFiles,
  officeClientUsers,
  officeMembers,
  offices,
  pendingRegistrations,
  profiles,
  referrals,
  reports,
  simulations,
  simulationUsage,
  subscriptions,
} from "@/lib/db/schema";

// "Exportar meus dados" (LGPD art. 18, V): every row the user owns, read under RLS as the user, as one JSON file.
// EXPORTED names each table with the column that makes a row the user's; tests/integration/account-export.test.ts
// fails when a table referencing a user is neither here nor in NOT_EXPORTED (with its reason).

type Section = { table: PgTable; owner: Column; omit?: string[] };

export const EXPORTED = {
  profile: { table: profiles, owner: profiles.id },
  companies: { table: companies, owner: companies.userId },
  companyReformProfiles: { table: companyReformProfiles, owner: companyReformProfiles.userId },
  // Documents in: what was read from the declarations and DAS; the kept PDFs download from the company page.
  declarations: { table: declarations, owner: declarations.userId },
  dasDocuments: { table: dasDocuments, owner: dasDocuments.userId },
  companyMonths: { table: companyMonths, owner: companyMonths.userId },
  documentFiles: { table: documentFiles, owner: documentFiles.userId, omit: ["content"] },
  simulations: { table: simulations, owner: simulations.userId },
  simulationUsage: { table: simulationUsage, owner: simulationUsage.userId },
  // The PDF bytes are the user's too, but they download them from /reports; the export lists them.
  reports: { table: reports, owner: reports.userId, omit: ["file"] },
  pendingRegistrations: { table: pendingRegistrations, owner: pendingRegistrations.userId },
  subscriptions: { table: subscriptions, owner: subscriptions.userId },
  payments: { table: asaasPayments, owner: asaasPayments.userId },
  referralsAsAffiliate: { table: referrals, owner: referrals.affiliateId },
  commissions: { table: commissions, owner: commissions.affiliateId },
  affiliatePayoutKey: { table: affiliatePayoutKeys, owner: affiliatePayoutKeys.userId, omit: ["keyCiphertext"] },
  // key_hash is never readable by its owner (nor needed): the grant covers the other columns.
  apiKeys: { table: apiKeys, owner: apiKeys.userId, omit: ["keyHash"] },
  // The PDFs themselves download from /reports; the export lists them with size and SHA-256.
  reportFiles: { table: reportFiles, owner: reportFiles.userId, omit: ["content"] },
  reportBranding: { table: reportBranding, owner: reportBranding.userId, omit: ["logo"] },
  riskAnalyses: { table: riskAnalyses, owner: riskAnalyses.userId },
  hiddenCreditStatuses: { table: hiddenCreditStatuses, owner: hiddenCreditStatuses.userId },
  aiConversations: { table: aiConversations, owner: aiConversations.userId },
  aiMessages: { table: aiMessages, owner: aiMessages.userId },
  aiUsage: { table: aiUsage, owner: aiUsage.userId },
  // The accounting office: the one the user opened, their place on an office's staff, and their client logins. The
  // office's shared records (invitations, activity log, documents) stay the office's, listed below.
  officesOwned: { table: offices, owner: offices.ownerId },
  officeMemberships: { table: officeMembers, owner: officeMembers.userId },
  officeClientAccess: { table: officeClientUsers, owner: officeClientUsers.userId },
} satisfies Record<string, Section>;

/** Tables with a column pointing at a user that the export leaves out, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  "public.audit_log.actor_id": "the administrators' audit trail: not readable by users (RLS), kept for accountability",
  "public.notification_deliveries.user_id":
    "the server's outbox of notification e-mails (service role only); the messages themselves went to the user's inbox",
  "public.profiles.referred_by": "the referrer's id, exported inside the profile row",
  "public.selic_months.updated_by":
    "the administrator who entered a month of the public Selic series (reference data, not the user's own; admin-only writes)",
  "public.referrals.referred_user_id":
    "the row belongs to the affiliate who referred the user; their own referral shows in the profile (referred_by)",
  // The accounting office's shared records: the office's, not a person's (the user's own membership, client logins
  // and the office they opened are exported above).
  "public.office_invitations.invited_by": "an invitation an office member sent: the office's record",
  "public.office_invitations.accepted_by": "an invitation the user accepted: the office's record",
  "public.office_events.actor_id": "the office's activity log (who did what in the office): shared by its members",
  "public.office_documents.created_by":
    "the member who generated a document for one of the office's clients: the office's record, shared by its members",
  "public.office_documents.acknowledged_by":
    "a client's \"ciente\" on a decision record the office shared: the office's record of the client's company",
  "public.system_reports.requested_by":
    "the administrator who generated a back-office export: admin-only (RLS), the files hold every customer's data",
};

export type AccountExport = { exportedAt: string; format: "tributo-certo/1" } & Record<
  keyof typeof EXPORTED,
  unknown[]
>;

/** The export, read inside withRls with the user's claims (the policies decide what is theirs). */
export async function collectAccountExport(db: Db, userId: string): Promise<AccountExport> {
  const out: Record<string, unknown[]> = {};
  for (const [name, section] of Object.entries(EXPORTED) as [string, Section][]) {
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(section.table)).filter(([key]) => !section.omit?.includes(key)),
    );
    out[name] = await db.select(columns).from(section.table).where(eq(section.owner, userId));
  }
  return {
    exportedAt: new Date().toISOString(),
    format: "tributo-certo/1",
    ...(out as Record<keyof typeof EXPORTED, unknown[]>),
  };
}
