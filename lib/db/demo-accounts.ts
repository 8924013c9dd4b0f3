import { hash } from "bcryptjs";
import type { PlanSlug, UserType } from "./enums";
import type { SqlExecutor } from "./executor";

// Demo accounts, only with DEMO_ACCOUNTS=true (`npm run dev` sets it): their password is published in the
// README and docs/operations.md, so a start without the opt-in removes them. Seeded through the owner connection, like the rest of
// the seed, which is the privileged path at start-up.

export const DEMO_PASSWORD = "Demo@2026";

/**
 * The domain of the Playwright suite's accounts (e2e/fixtures/accounts.ts, scripts/e2e-server.sh): made with the demo
 * password or one written in the repository, so a production start removes them with the demo accounts.
 */
export const E2E_ACCOUNT_DOMAIN = "e2e.tributocerto.com.br";

export type DemoAccount = {
  email: string;
  name: string;
  /** Plan the account is on (a seeded slug or an "Escritório" band); null keeps the default trial status. */
  planSlug: PlanSlug | `escritorio-${number}` | null;
  userType: UserType;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "trial@demo.tributocerto.com.br", name: "Ana Trial", planSlug: "trial", userType: "subscriber" },
  { email: "basic@demo.tributocerto.com.br", name: "Bruno Básico", planSlug: "basic", userType: "subscriber" },
  {
    email: "professional@demo.tributocerto.com.br",
    name: "Carla Profissional",
    planSlug: "professional",
    userType: "subscriber",
  },
  {
    email: "enterprise@demo.tributocerto.com.br",
    name: "Diego Enterprise",
    planSlug: "enterprise",
    userType: "subscriber",
  },
  { email: "afiliado@demo.tributocerto.com.br", name: "Elisa Afiliada", planSlug: null, userType: "affiliate" },
  // The accounting office's titular (lib/demo opens the office, its staff and clients).
  {
    email: "contador@demo.tributocerto.com.br",
    name: "Helena Contadora",
    planSlug: "escritorio-200",
    userType: "subscriber",
  },
  { email: "analista1@demo.tributocerto.com.br", name: "Rafael Analista", planSlug: null, userType: "subscriber" },
  { email: "analista2@demo.tributocerto.com.br", name: "Júlia Analista", planSlug: null, userType: "subscriber" },
  // The owner of one of the office's client companies, with a login to it (/minha-empresa).
  { email: "cliente@demo.tributocerto.com.br", name: "Marcos Cliente", planSlug: null, userType: "subscriber" },
  { email: "admin@demo.tributocerto.com.br", name: "Admin Tributo Certo", planSlug: null, userType: "admin" },
];

/**
 * Creates the demo accounts that do not exist yet (existing ones are left as they are, so what a
 * tester changed survives restarts). Returns the e-mails created. The Playwright suite makes each worker's
 * accounts with it too (e2e/fixtures/accounts.ts): the same plans and names under e-mails of their own.
 */
export async function seedDemoAccounts(
  db: SqlExecutor,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<string[]> {
  const existing = new Set(
    (
      await db.query<{ email: string }>("select email from auth.users where email = any($1)", [
        accounts.map((a) => a.email),
      ])
    ).map((r) => r.email),
  );
  const missing = accounts.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return [];

  const passwordHash = await hash(DEMO_PASSWORD, 10);
  await db.transaction(async (tx) => {
    // Seeded by the operator's switch, not signed up: the admin's user limit does not apply (supabase/migrations/
    // 20261126000101_user_limit.sql), so a full house never stops the app from starting.
    await tx.query("select set_config('tributo.user_limit', 'off', true)");
    for (const account of missing) {
      // Sent as text and cast by the server: a parameter typed jsonb is JSON-encoded again by postgres.js, which
      // stored a JSON string (no name on the profile) on PostgreSQL.
      const metadata = { name: account.name, user_type: account.userType === "affiliate" ? "affiliate" : "subscriber" };
      const [user] = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, $2, now(), $3::text::jsonb) on conflict (email) do nothing returning id`,
        [account.email, passwordHash, JSON.stringify(metadata)],
      );
      if (!user) continue;
      await tx.query(
        `update public.profiles p
            set user_type = $2,
                subscription_status = coalesce($3, p.subscription_status),
                plan_id = (select id from public.subscription_plans where slug = $3)
          where p.id = $1`,
        [user.id, account.userType, account.planSlug],
      );
    }
  });
  return missing.map((a) => a.email);
}

/**
 * Deletes the demo accounts and the e2e suite's accounts (and, by cascade, what they own) from a database started
 * without DEMO_ACCOUNTS=true, so a data dir first used by `npm run dev` or by the suite never serves a published
 * password in production. Returns the e-mails removed.
 */
export async function removeDemoAccounts(db: SqlExecutor): Promise<string[]> {
  // The living demo's charges (lib/demo/seed.ts) would outlive their payers (user_id set null) in the admin's figures.
  await db.query("delete from public.asaas_payments where provider = 'sandbox' and asaas_payment_id like 'demo\\_%'");
  // ...and so would the sandbox provider's own rows of their subscriptions (the reconcile would keep syncing them).
  await db.query("delete from public.sandbox_payments where id like 'demo\\_%'");
  await db.query("delete from public.sandbox_subscriptions where id like 'sub\\_demo\\_%'");
  await db.query("delete from public.sandbox_customers where id like 'cus\\_demo\\_%'");
  const removed = await db.query<{ email: string }>(
    "delete from auth.users where email = any($1) or lower(email) like $2 returning email",
    [DEMO_ACCOUNTS.map((a) => a.email), `%@${E2E_ACCOUNT_DOMAIN}`],
  );
  return removed.map((r) => r.email);
}
