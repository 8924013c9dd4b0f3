// The expected outcome of every table x operation x actor, checked by rls-matrix.test.ts on PGlite and
// PostgreSQL. A table the migrations (or the local shim) create must be listed here, and given a seed in
// the test: the test fails until it is. Change a cell only together with the migration that changes
// the grant or policy, and say why in the migration.
//
// Actors: anon (no JWT), owner (user A, who owns the seeded row), other (user B), admin (user_type
// admin). A, B and the admin are on the enterprise plan, so plan limits and flags do not interfere.
// Operations: select/update/delete aim at the seeded row (A's, where the table has an owner); insert
// writes a new row in A's name (so for "other" it is B forging A's row), or in the admin's own name.
// Outcomes:
//   denied   the statement is refused by a grant (permission denied, SQLSTATE 42501)
//   refused  the statement is refused by a row-level security policy (or a plan-limit trigger)
//   hidden   the statement runs but policies filter the row out (0 rows seen, changed or deleted)
//   allowed  the row is seen, changed, deleted or inserted
// "Only own rows" reads as owner allowed, other hidden.

export const ACTORS = ["anon", "owner", "other", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export const OPS = ["select", "insert", "update", "delete"] as const;
export type Op = (typeof OPS)[number];
export type Outcome = "denied" | "refused" | "hidden" | "allowed";
/** Outcomes in ACTORS order: anon, owner, other, admin. */
type Cells = readonly [anon: Outcome, owner: Outcome, other: Outcome, admin: Outcome];

export const RLS_MATRIX: Record<string, Record<Op, Cells>> = {
  // Seeded inactive: only admins see it (active plans are public, rls-public-plans.test.ts). Admins write plans.
  "public.subscription_plans": {
    select: ["hidden", "hidden", "hidden", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  // Feature of the inactive seeded plan: hidden like its plan. Admins write features.
  "public.plan_features": {
    select: ["hidden", "hidden", "hidden", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  // Created by the sign-up trigger; the user edits personal columns only; admins read (writes go through service_role).
  "public.profiles": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Billing tables: the user and admins read; every write is the server's (service_role).
  "public.pending_registrations": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "public.subscriptions": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "public.asaas_payments": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Provider inbox: admins read; written by the webhook handler (service_role).
  "public.webhook_events": {
    select: ["denied", "hidden", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // The user's own data: full CRUD on their rows; B cannot create A's row; admins read all and write only their own.
  "public.companies": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // A company's reform profile (20261201040001): like its company; B cannot write one for A's company.
  "public.company_reform_profiles": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Documents in (20261201050001): the owner's rows on the owner's companies; no admin read (personal fiscal data).
  // Declarations and months take the updates the import makes (replaced_by, the month's figures); DAS and files none.
  "public.declarations": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  "public.das_documents": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  "public.company_months": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  "public.document_files": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  "public.simulations": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Ledger written by trigger only. No admin read policy: admin figures come from the privileged path.
  "public.simulation_usage": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Like companies; admins read the rows for /admin/analytics (20261124000303), never the PDFs (report_files).
  "public.reports": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Risk detector runs (20261123000401_insights.sql): owner only, no update grant (a run is never edited), no admin read.
  "public.risk_analyses": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // The PDF of a report: only its owner reads and deletes it; nobody updates it, and only the server (service role)
  // stores one (20261126000501_rest_grants.sql: a user could otherwise forge a "generated" report). (20261123000601)
  "public.report_files": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // White-label cover: owner only (insert and update need the enterprise flag customDashboard; everyone here is enterprise).
  "public.report_branding": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // The accounting office (20261201060001_office.sql). A is the titular (a socio) of the seeded office, on the
  // enterprise plan, which has no office flag: opening an office and inviting are refused (the office is read only
  // while its plan lacks the flag). Admins have no policy on these tables: an office's data is its own.
  "public.offices": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "refused", "refused", "refused"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Members join through public.accept_office_invitation (security definer), never by insert. The titular stays.
  "public.office_members": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "refused", "hidden", "hidden"],
  },
  "public.office_assignments": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Socios invite and revoke; nobody deletes an invitation (the record keeps it). An update must revoke: the probe's
  // (the column to itself, the link left open) is refused (20261201080003_office_invitations_hardening.sql).
  "public.office_invitations": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "refused", "refused", "refused"],
    update: ["denied", "refused", "hidden", "hidden"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Append-only, written by triggers and public.office_log() in the caller's own name; socios read.
  "public.office_events": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Client logins join by invitation; a socio ends one.
  "public.office_client_users": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // The portfolio's figures (20261201060002): read by who sees the client, written by who changes it (a socio: A).
  "public.office_client_metrics": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // A member's own saved views.
  "public.office_views": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Batches (20261201060003): asked only while the office is active (A's plan has no office flag); never changed.
  "public.office_batches": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "refused", "refused", "refused"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Items: added and updated by their batch's author (the job runs as them); never deleted.
  "public.office_batch_items": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Documents: the staff read and add them, socios remove them; only a client login acknowledges (A is not one).
  "public.office_documents": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "hidden", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Affiliate programme: the affiliate (A) and admins read; written by the sign-up trigger and the server.
  "public.referrals": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Admins mark a commission paid under RLS (20261124000501: update of status and paid_at, admin-only policy).
  "public.commissions": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // The affiliate's payout PIX key (encrypted by the server): the owner writes it, admins read it to pay.
  "public.affiliate_payout_keys": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Outbox of notification e-mails: written and sent by the server only.
  // The user reads the e-mails sent to them (the in-app list, 20261201040001); every write is the server's.
  "public.notification_deliveries": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Admins only; users see no row. Secrets are stored encrypted by the server.
  "public.system_settings": {
    select: ["denied", "hidden", "hidden", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  // Hidden credits: the owner's status of each saved estimate; only for the owner's hidden_credits simulations.
  "public.hidden_credit_statuses": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Tax-benefits catalogue: every signed-in user reads the active programmes; admins write.
  "public.fiscal_benefits": {
    select: ["denied", "allowed", "allowed", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  // Append-only: admins read and append in their own name; nobody updates or deletes.
  "public.audit_log": {
    select: ["denied", "hidden", "hidden", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // AI assistant history: owner-only, no admin read (the user's own questions). Messages are never edited.
  "public.ai_conversations": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "allowed", "hidden", "hidden"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  "public.ai_messages": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "refused"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "allowed", "hidden", "hidden"],
  },
  // Ledger written by trigger only; admins read it for the token-usage view.
  "public.ai_usage": {
    select: ["denied", "allowed", "hidden", "allowed"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Background job runs (20261124000301): written and read by the server only (service_role), as the status page does.
  // Public data (20261126000401): everyone reads the Selic months; administrators write them.
  "public.selic_months": {
    select: ["allowed", "allowed", "allowed", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  "public.job_runs": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Admin exports (20261124000302): administrators only, every operation (the files hold every customer's data).
  "public.system_reports": {
    select: ["denied", "hidden", "hidden", "allowed"],
    insert: ["denied", "refused", "refused", "allowed"],
    update: ["denied", "hidden", "hidden", "allowed"],
    delete: ["denied", "hidden", "hidden", "allowed"],
  },
  // Sandbox payment provider: service_role only.
  "public.sandbox_customers": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "public.sandbox_subscriptions": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "public.sandbox_payments": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Public API keys: the owner reads and creates their own (apiAccess: everyone here is on enterprise, the admin
  // included, writing in their own name); B forging A's key is refused. The only update is a revocation: the probe's
  // no-op update leaves revoked_at empty, so the owner is refused; no one else sees the row. Keys are never deleted.
  "public.api_keys": {
    select: ["denied", "allowed", "hidden", "hidden"],
    insert: ["denied", "allowed", "refused", "allowed"],
    update: ["denied", "refused", "hidden", "hidden"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Shared rate-limit counters: only the server counts (owner connection); no client role touches them.
  "public.rate_limits": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Local auth shim (schema auth): no client role touches it.
  "auth.users": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "auth.sessions": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // The local adapter's TOTP factors and recovery codes (lib/auth/local/mfa.ts): the server only, like the sessions.
  "auth.totp_factors": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "auth.mfa_recovery_codes": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "auth.refresh_tokens": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "auth.email_change_tokens": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  "auth.recovery_tokens": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Development e-mail outbox: server only.
  "local.email_outbox": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
  // Migration bookkeeping: owner only.
  "supabase_migrations.schema_migrations": {
    select: ["denied", "denied", "denied", "denied"],
    insert: ["denied", "denied", "denied", "denied"],
    update: ["denied", "denied", "denied", "denied"],
    delete: ["denied", "denied", "denied", "denied"],
  },
};
