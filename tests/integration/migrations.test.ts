import { compare } from "bcryptjs";
import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "@/lib/db/demo-accounts";
import { PLAN_FEATURE_FLAGS } from "@/lib/db/enums";
import { applyMigrations } from "@/lib/db/migrate";
import { describeOnEachDatabase } from "../helpers/db";

describeOnEachDatabase(
  "migrations and seed",
  (ctx) => {
    it("applies every migration from zero, including the local Supabase shim", async () => {
      const { migration, exec } = ctx();
      if (!migration) throw new Error("this suite migrates from zero ({ fresh: true })");
      expect(migration.bootstrapped).toBe(true);
      expect(migration.applied.length).toBeGreaterThanOrEqual(6);
      const recorded = await exec.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations order by version",
      );
      expect(recorded.map((r) => r.version)).toEqual(migration.applied);
      const roles = await exec.query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
      );
      expect(roles.map((r) => r.rolname)).toEqual(["anon", "authenticated", "service_role"]);
    });

    it("is idempotent: a second run applies nothing and keeps admin edits to seeded rows", async () => {
      const { exec } = ctx();
      await exec.query("update subscription_plans set monthly_price = 31.90 where slug = 'basic'");
      const again = await applyMigrations(exec);
      expect(again.applied).toEqual([]);
      const [basic] = await exec.query<{ monthly_price: string }>(
        "select monthly_price from subscription_plans where slug = 'basic'",
      );
      expect(basic.monthly_price).toBe("31.90");
      await exec.query("update subscription_plans set monthly_price = 29.90 where slug = 'basic'");
    });

    it("enables row level security on every table of schema public", async () => {
      const { exec } = ctx();
      const tables = await exec.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      );
      expect(tables.map((t) => t.relname)).toEqual(
        expect.arrayContaining([
          "asaas_payments",
          "audit_log",
          "commissions",
          "companies",
          "pending_registrations",
          "plan_features",
          "profiles",
          "referrals",
          "reports",
          "simulation_usage",
          "simulations",
          "subscription_plans",
          "subscriptions",
          "system_settings",
          "webhook_events",
        ]),
      );
      expect(tables.filter((t) => !t.relrowsecurity).map((t) => t.relname)).toEqual([]);
    });

    it("seeds the four plans with their prices and permissions", async () => {
      const { exec } = ctx();
      const plans = await exec.query<{
        slug: string;
        monthly_price: string;
        yearly_price: string;
        permissions: Record<string, unknown>;
      }>("select slug, monthly_price, yearly_price, permissions from subscription_plans order by display_order");
      expect(plans.map((p) => [p.slug, p.monthly_price, p.yearly_price])).toEqual([
        ["trial", "0.00", "0.00"],
        ["basic", "29.90", "299.00"],
        ["professional", "89.90", "899.00"],
        ["enterprise", "199.90", "1999.00"],
        // The "Escritório" bands (20261201060001_office.sql), shown on /plans as one offer.
        ["escritorio-50", "299.90", "2999.00"],
        ["escritorio-200", "699.90", "6999.00"],
        ["escritorio-500", "1299.90", "12999.00"],
      ]);
      for (const plan of plans) {
        expect(Object.keys(plan.permissions).sort()).toEqual(
          [...PLAN_FEATURE_FLAGS, "maxCompanies", "maxSimulations", "maxAiQuestions"].sort(),
        );
      }
      const bySlug = Object.fromEntries(plans.map((p) => [p.slug, p.permissions]));
      expect([bySlug.trial.maxSimulations, bySlug.trial.maxCompanies]).toEqual([3, 1]);
      expect([bySlug.basic.maxSimulations, bySlug.basic.maxCompanies]).toEqual([5, 1]);
      expect([bySlug.professional.maxSimulations, bySlug.professional.maxCompanies]).toEqual([null, 3]);
      expect([bySlug.enterprise.maxSimulations, bySlug.enterprise.maxCompanies]).toEqual([null, null]);
      const enabled = (slug: string) => PLAN_FEATURE_FLAGS.filter((f) => bySlug[slug][f] === true);
      expect(enabled("trial")).toEqual(["fiscalSimulator", "meiChecker"]);
      expect(enabled("basic")).toEqual([
        "fiscalSimulator",
        "meiChecker",
        "fiscalBenefits",
        "reformaTributaria",
        "aiAssistant",
        "reports",
        "pdfReports",
      ]);
      // The assistant's monthly quota: Básico's 30 questions, none on the other plans (docs/decisions.md §41).
      expect(Object.fromEntries(plans.map((p) => [p.slug, p.permissions.maxAiQuestions]))).toEqual({
        trial: null,
        basic: 30,
        professional: null,
        enterprise: null,
        "escritorio-50": null,
        "escritorio-200": null,
        "escritorio-500": null,
      });
      expect(enabled("professional")).not.toContain("hiddenCredits");
      expect(enabled("professional")).toContain("aiAssistant");
      expect(enabled("enterprise")).toEqual(PLAN_FEATURE_FLAGS.filter((flag) => flag !== "office"));
      for (const band of ["escritorio-50", "escritorio-200", "escritorio-500"]) {
        expect(enabled(band)).toEqual([...PLAN_FEATURE_FLAGS]);
        expect(bySlug[band].maxCompanies).toBe(Number(band.split("-")[1]));
      }

      const features = await exec.query<{ slug: string; n: number }>(
        `select sp.slug, count(pf.id)::int as n from subscription_plans sp left join plan_features pf on pf.plan_id = sp.id
        group by sp.slug`,
      );
      expect(features.every((f) => f.n > 0)).toBe(true);
    });

    it("seeds the non-secret system settings", async () => {
      const { exec } = ctx();
      const rows = await exec.query<{ setting_key: string; setting_value: string }>(
        "select setting_key, setting_value from system_settings order by setting_key",
      );
      expect(Object.fromEntries(rows.map((r) => [r.setting_key, r.setting_value]))).toEqual({
        asaas_affiliate_commission: "10",
        asaas_environment: "sandbox",
        asaas_payment_description: "Assinatura Tributo Certo",
        openai_max_tokens: "2000",
        openai_model: "gpt-4",
        openai_temperature: "0.7",
      });
    });

    it("creates the demo accounts once, with their plan or role and a bcrypt password", async () => {
      const { exec } = ctx();
      expect(await seedDemoAccounts(exec)).toHaveLength(DEMO_ACCOUNTS.length);
      expect(await seedDemoAccounts(exec)).toEqual([]);
      const rows = await exec.query<{
        email: string;
        name: string;
        user_type: string;
        subscription_status: string;
        slug: string | null;
        encrypted_password: string;
        confirmed: boolean;
        affiliate_code: string | null;
      }>(
        `select u.email, p.name, p.user_type, p.subscription_status, sp.slug, u.encrypted_password,
              u.email_confirmed_at is not null as confirmed, p.affiliate_code
         from auth.users u join profiles p on p.id = u.id left join subscription_plans sp on sp.id = p.plan_id
        where u.email like '%@demo.tributocerto.com.br'`,
      );
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
      for (const account of DEMO_ACCOUNTS) {
        const row = rows.find((r) => r.email === account.email)!;
        expect(row).toMatchObject({
          name: account.name,
          user_type: account.userType,
          confirmed: true,
          slug: account.planSlug,
        });
        expect(row.subscription_status).toBe(account.planSlug ?? "trial");
      }
      expect(rows.find((r) => r.user_type === "affiliate")!.affiliate_code).toMatch(/^AFELI[0-9A-F]{8}$/);
      expect(await compare(DEMO_PASSWORD, rows[0].encrypted_password)).toBe(true);
    });
  },
  { fresh: true },
);
