import { randomBytes, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import { describeOnEachDatabase, rowsOf, type TestDb, type TestUser } from "../helpers/db";
import { ACTORS, OPS, RLS_MATRIX, type Actor, type Op, type Outcome } from "./rls-matrix.expected";

// Every table of the database × select/insert/update/delete × anon, owner (user A), other (user B)
// and admin, compared with rls-matrix.expected.ts. One row per table is seeded through the owner
// connection, owned by A where the table has an owner; each probe runs in its own transaction as
// the actor and is rolled back, so every probe sees the same seed.
//
// What each probe does (see the expected file for how to read the outcomes):
//   select  count the seeded row;  update  set one column the client may update to itself on the
//   seeded row;  delete  the seeded row;  insert  a fresh row in A's name (anon, owner, other: B
//   forging A's row) or, for admin, in the admin's own name.

type Row = Record<string, unknown>;
type SeedContext = { env: TestDb; trialPlanId: string; ids: Map<string, string> };
type Seed = {
  /** Values of a new row owned by `own` (ignored where the table has no owner). */
  values(own: TestUser, c: SeedContext): Promise<Row> | Row;
  /** The seeded row already exists (A's profile, A's auth user, a migration): its primary key. */
  existing?(a: TestUser, c: SeedContext): Promise<string> | string;
  /**
   * One row per user (the key is the user id): the owner's insert probe first deletes A's seeded row in its
   * own (rolled-back) transaction, so it tests the insert policy rather than the primary key.
   */
  onePerOwner?: boolean;
};

const rand = () => randomBytes(6).toString("hex");
const future = () => new Date(Date.now() + 86_400_000).toISOString();

/** How to make a row of each table, in dependency order. A new table needs an entry here too. */
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

/** A new company of `userId`, made through the owner connection (rows of the documents tables hang on one). */
async function companyOf(userId: string, c: SeedContext): Promise<string> {
  const [row] = await c.env.exec.query<{ id: string }>(
    `insert into public.companies (user_id, name) values ('${userId}', 'Empresa dos documentos') returning id::text`,
  );
  return row.id;
}

const declarationRow = (userId: string, companyId: string) => ({
  user_id: userId,
  company_id: companyId,
  kind: "original",
  pa: "2026-08-01",
  number: digits(17),
  regime_apuracao: "competencia",
  revenue: "1.00",
  rbt12: "1.00",
  total_declared: "1.00",
  content: {},
  reconciliation: {},
  status: "confere",
});

const SEEDS: Record<string, Seed> = {
  "public.subscription_plans": { values: () => ({ slug: `matriz-${rand()}`, name: "Plano da matriz" }) },
  "public.plan_features": {
    values: (_own, c) => ({ plan_id: c.ids.get("public.subscription_plans"), feature_name: "Recurso" }),
  },
  "public.profiles": { values: (own) => ({ id: own.id, email: own.email }), existing: (a) => a.id },
  "public.pending_registrations": {
    values: (own, c) => ({ user_id: own.id, email: own.email, name: "Fulano", selected_plan_id: c.trialPlanId }),
  },
  "public.subscriptions": {
    values: (own, c) => ({
      user_id: own.id,
      plan_id: c.trialPlanId,
      provider: "sandbox",
      provider_subscription_id: `sub_${rand()}`,
      value: "1.00",
    }),
  },
  "public.asaas_payments": {
    values: (own) => ({ asaas_payment_id: `pay_${rand()}`, user_id: own.id, value: "1.00", status: "RECEIVED" }),
  },
  "public.webhook_events": {
    values: () => ({ provider: "asaas", event_id: `evt_${rand()}`, event_type: "PAYMENT_RECEIVED", payload: {} }),
  },
  "public.companies": { values: (own) => ({ user_id: own.id, name: "Empresa da matriz" }) },
  "public.company_reform_profiles": {
    // One profile per company (the key): each row gets a company of its own owner.
    values: async (own, c) => {
      const [company] = await c.env.exec.query<{ id: string }>(
        `insert into public.companies (user_id, name) values ('${own.id}', 'Empresa do perfil') returning id::text`,
      );
      return { company_id: company.id, user_id: own.id, crediting_buyers_percent: 35 };
    },
  },
  // Documents in (20261201050001): each row on a company of its own user, made here for the owner, B's forgery and the admin.
  "public.declarations": { values: async (own, c) => declarationRow(own.id, await companyOf(own.id, c)) },
  "public.das_documents": {
    values: async (own, c) => ({
      user_id: own.id,
      company_id: await companyOf(own.id, c),
      pa: "2026-08-01",
      number: digits(20),
      total: "1.00",
      items: [],
    }),
  },
  "public.company_months": {
    values: async (own, c) => ({
      user_id: own.id,
      company_id: await companyOf(own.id, c),
      month: "2026-08-01",
      source: "planilha",
    }),
  },
  "public.document_files": {
    values: async (own, c) => {
      const company = await companyOf(own.id, c);
      const [declaration] = await c.env.exec.query<{ id: string }>(
        `insert into public.declarations (user_id, company_id, kind, pa, number, regime_apuracao, revenue, rbt12, total_declared, content, reconciliation, status)
         values ('${own.id}', '${company}', 'original', '2026-08-01', '${digits(17)}', 'competencia', 1, 1, 1, '{}', '{}', 'confere') returning id::text`,
      );
      return {
        user_id: own.id,
        company_id: company,
        declaration_id: declaration.id,
        file_name: "declaracao.pdf",
        size_bytes: 5,
        sha256: "0".repeat(64),
        content: "\\x255044462d",
      };
    },
  },
  "public.simulations": { values: (own) => ({ user_id: own.id, title: "Simulação", simulation_type: "fiscal" }) },
  "public.simulation_usage": { values: (own) => ({ user_id: own.id, simulation_type: "fiscal" }) },
  "public.reports": { values: (own) => ({ user_id: own.id, title: "Relatório", type: "simulation" }) },
  "public.risk_analyses": {
    values: (own) => ({
      user_id: own.id,
      score: 0,
      level: "nenhum",
      companies: 0,
      risks: 0,
      snapshot_hash: rand(),
      input: [],
      result: {},
    }),
  },
  "public.report_files": {
    values: async (own, c) => {
      // Each file belongs to its own report (report_id is the key): B's forged row and the admin's need theirs.
      const [report] = await c.env.exec.query<{ id: string }>(
        `insert into public.reports (user_id, title, type) values ('${own.id}', 'Relatório', 'simulation') returning id::text`,
      );
      return { report_id: report.id, user_id: own.id, content: "\\x255044462d", size_bytes: 5, sha256: "0".repeat(64) };
    },
  },
  "public.report_branding": {
    values: (own) => ({ user_id: own.id, office_name: "Escritório da matriz" }),
    onePerOwner: true,
  },
  "public.referrals": {
    values: async (own, c) => ({
      affiliate_id: own.id,
      referred_user_id: (await c.env.createUser()).id,
      code: "AFMAT00000000",
    }),
  },
  "public.commissions": {
    values: (own, c) => ({
      affiliate_id: own.id,
      referral_id: c.ids.get("public.referrals"),
      payment_id: c.ids.get("public.asaas_payments"),
      rate: 10,
      amount: "0.10",
    }),
  },
  "public.system_settings": { values: () => ({ setting_key: `matriz_${rand()}`, setting_value: "x" }) },
  "public.hidden_credit_statuses": {
    // A fresh hidden_credits simulation of `own` per row: the status is keyed by the simulation.
    values: async (own, c) => {
      const [sim] = rowsOf<{ id: string }>(
        await c.env.db.execute(
          sql`insert into public.simulations (user_id, title, simulation_type) values (${own.id}, 'Crédito', 'hidden_credits') returning id::text`,
        ),
      );
      return { simulation_id: sim.id, user_id: own.id, status: "pendente" };
    },
  },
  "public.fiscal_benefits": {
    values: () => ({
      slug: `matriz-${rand()}`,
      title: "Benefício da matriz",
      level: "federal",
      sectors: ["comercio"],
      regimes: ["lucro_real"],
      company_sizes: ["epp"],
      description: "x",
      savings: "x",
      legal_basis: "x",
      official_url: "https://www.planalto.gov.br",
      validity: "x",
      reviewed_on: "2026-11-23",
    }),
  },
  "public.audit_log": { values: (own) => ({ actor_id: own.id, action: "test.matrix" }) },
  "public.ai_conversations": { values: (own) => ({ user_id: own.id, title: "Conversa da matriz" }) },
  "public.ai_messages": {
    values: (own, c) => ({
      conversation_id: c.ids.get("public.ai_conversations"),
      user_id: own.id,
      role: "user",
      content: "Pergunta",
    }),
  },
  "public.ai_usage": { values: (own) => ({ user_id: own.id, role: "user" }) },
  "public.selic_months": {
    values: () => ({
      period: `${2100 + (randomBytes(2).readUInt16BE() % 7800)}-0${1 + (randomBytes(1)[0] % 9)}`,
      rate_hundredths: 100,
      source: "admin",
    }),
  },
  "public.job_runs": { values: () => ({ name: "matriz.job", started_at: new Date().toISOString() }) },
  "public.system_reports": {
    values: (own) => ({
      requested_by: own.id,
      kind: "users",
      format: "csv",
      period_from: "2026-11-01T03:00:00Z",
      period_to: "2026-11-24T03:00:00Z",
    }),
  },
  "public.sandbox_customers": { values: () => ({ id: `cus_${rand()}`, name: "Cliente", cpf_cnpj: "52998224725" }) },
  "public.sandbox_subscriptions": {
    values: (_own, c) => ({
      id: `sub_${rand()}`,
      customer_id: c.ids.get("public.sandbox_customers"),
      value: "1.00",
      next_due_date: "2026-12-01",
    }),
  },
  "public.sandbox_payments": {
    values: (_own, c) => ({
      id: `pay_${rand()}`,
      customer_id: c.ids.get("public.sandbox_customers"),
      value: "1.00",
      due_date: "2026-12-01",
      pix_payload: "x",
    }),
  },
  "public.affiliate_payout_keys": {
    values: (own) => ({ user_id: own.id, key_type: "random", key_ciphertext: "v1.a.b.c", key_masked: "•••• 1234" }),
    onePerOwner: true,
  },
  "public.notification_deliveries": {
    values: (own) => ({
      user_id: own.id,
      kind: "monthly_summary",
      dedupe_key: `matriz:${rand()}`,
      to_email: own.email,
      subject: "Assunto",
      body_text: "Texto",
    }),
  },
  "public.api_keys": {
    values: (own) => ({
      user_id: own.id,
      name: "Chave da matriz",
      prefix: "tc_matriz",
      key_hash: randomBytes(32).toString("hex"),
    }),
  },
  "public.rate_limits": { values: () => ({ key: `matriz:${rand()}`, points: 1, expire: future() }) },
  // A's office (20261201060001_office.sql): its trigger makes A its socio and A's companies its clients.
  "public.offices": { values: (own) => ({ owner_id: own.id, name: "Escritório da matriz" }), onePerOwner: true },
  "public.office_members": {
    values: (own, c) => ({ office_id: c.ids.get("public.offices"), user_id: own.id, role: "analista" }),
    existing: (_a, c) => c.ids.get("public.offices")!,
  },
  "public.office_assignments": {
    values: (own, c) => ({
      company_id: c.ids.get("public.companies"),
      office_id: c.ids.get("public.offices"),
      analyst_id: own.id,
    }),
    onePerOwner: true,
  },
  "public.office_invitations": {
    values: (own, c) => ({
      office_id: c.ids.get("public.offices"),
      email: `convite-${rand()}@teste.tributocerto.com.br`,
      kind: "member",
      role: "analista",
      token_hash: randomBytes(32).toString("hex"),
      invited_by: own.id,
      expires_at: future(),
    }),
  },
  "public.office_events": {
    values: (own, c) => ({ office_id: c.ids.get("public.offices"), actor_id: own.id, action: "test.matrix" }),
  },
  "public.office_client_metrics": {
    values: (_own, c) => ({
      company_id: c.ids.get("public.companies"),
      office_id: c.ids.get("public.offices"),
      source_updated_at: new Date().toISOString(),
      reference_key: "matriz",
      rbt12: "0",
    }),
    onePerOwner: true,
  },
  "public.office_views": {
    values: (own, c) => ({
      office_id: c.ids.get("public.offices"),
      user_id: own.id,
      name: `Visão ${rand()}`,
      query: "",
    }),
  },
  "public.office_batches": {
    values: (own, c) => ({ office_id: c.ids.get("public.offices"), created_by: own.id, kind: "dossier", total: 1 }),
  },
  "public.office_documents": {
    values: (own, c) => ({
      office_id: c.ids.get("public.offices"),
      company_id: c.ids.get("public.companies"),
      kind: "dossier",
      title: "Dossiê da matriz",
      file_name: "dossie.pdf",
      content: "\\x255044462d",
      size_bytes: 5,
      sha256: "0".repeat(64),
      created_by: own.id,
    }),
  },
  "public.office_batch_items": {
    values: (_own, c) => ({
      batch_id: c.ids.get("public.office_batches"),
      office_id: c.ids.get("public.offices"),
      company_id: c.ids.get("public.companies"),
      company_name: "Empresa da matriz",
    }),
  },
  "public.office_client_users": {
    values: (own, c) => ({
      company_id: c.ids.get("public.companies"),
      office_id: c.ids.get("public.offices"),
      user_id: own.id,
    }),
    onePerOwner: true,
  },
  "auth.users": {
    values: () => ({ email: `matriz-${randomUUID()}@teste.tributocerto.com.br` }),
    existing: (a) => a.id,
  },
  "auth.sessions": { values: (own) => ({ user_id: own.id }) },
  "auth.totp_factors": { values: (own) => ({ user_id: own.id, secret_envelope: "v1.a.b.c" }), onePerOwner: true },
  "auth.mfa_recovery_codes": { values: (own) => ({ code_hash: rand(), user_id: own.id }) },
  "auth.refresh_tokens": {
    values: (own, c) => ({
      token_hash: rand(),
      session_id: c.ids.get("auth.sessions"),
      user_id: own.id,
      expires_at: future(),
    }),
  },
  "auth.email_change_tokens": {
    values: (own) => ({
      token_hash: rand(),
      user_id: own.id,
      new_email: "novo@teste.tributocerto.com.br",
      expires_at: future(),
    }),
  },
  "auth.recovery_tokens": { values: (own) => ({ token_hash: rand(), user_id: own.id, expires_at: future() }) },
  "local.email_outbox": {
    values: () => ({ to_email: "a@teste.tributocerto.com.br", subject: "Assunto", body_text: "Texto" }),
  },
  "supabase_migrations.schema_migrations": {
    values: () => ({ version: `9${rand()}`, name: "matriz" }),
    existing: async (_a, c) =>
      (
        await c.env.exec.query<{ version: string }>(
          "select min(version) as version from supabase_migrations.schema_migrations",
        )
      )[0].version,
  },
};

type TableInfo = { key: string; ident: SQL; pk: string; updateColumn: string };

const ident = (key: string) =>
  sql.raw(
    key
      .split(".")
      .map((part) => `"${part}"`)
      .join("."),
  );
const col = (name: string) => sql.raw(`"${name}"`);

/** `insert into T (cols) select cols from jsonb_populate_record(null::T, values)`: one statement for any table. */
function insertRow(table: SQL, values: Row): SQL {
  const cols = sql.join(Object.keys(values).map(col), sql`, `);
  return sql`insert into ${table} (${cols}) select ${cols} from jsonb_populate_record(null::${table}, ${JSON.stringify(values)}::jsonb)`;
}

async function tablesOf(env: TestDb): Promise<Omit<TableInfo, "ident">[]> {
  // The column an update probe writes: one the client role may update when there is one.
  return env.exec.query<{ key: string; pk: string; updateColumn: string }>(`
    select n.nspname || '.' || c.relname as key,
           (select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
             where i.indrelid = c.oid and i.indisprimary) as pk,
           coalesce(
             (select p.column_name from information_schema.column_privileges p
                join information_schema.columns k using (table_schema, table_name, column_name)
               where p.table_schema = n.nspname and p.table_name = c.relname and p.grantee = 'authenticated'
                 and p.privilege_type = 'UPDATE'
               order by k.ordinal_position limit 1),
             (select a.attname from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 1 and not a.attisdropped and a.attidentity = ''
               order by a.attnum limit 1)
           ) as "updateColumn"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
     order by 1`);
}

type World = {
  env: TestDb;
  users: Record<Exclude<Actor, "anon">, TestUser>;
  tables: Map<string, TableInfo>;
  seeded: Map<string, string>;
  c: SeedContext;
};

async function buildWorld(env: TestDb): Promise<World> {
  const users = {
    owner: await env.createUser({ plan: "enterprise" }),
    other: await env.createUser({ plan: "enterprise" }),
    admin: await env.createUser({ plan: "enterprise", userType: "admin" }),
  };
  const [trial] = await env.exec.query<{ id: string }>("select id from public.subscription_plans where slug = 'trial'");
  const c: SeedContext = { env, trialPlanId: trial.id, ids: new Map() };
  const tables = new Map((await tablesOf(env)).map((t) => [t.key, { ...t, ident: ident(t.key) }]));
  for (const [key, seed] of Object.entries(SEEDS)) {
    const table = tables.get(key);
    if (!table) continue;
    if (seed.existing) {
      c.ids.set(key, String(await seed.existing(users.owner, c)));
      continue;
    }
    const inserted = await env.db.execute(
      sql`${insertRow(table.ident, await seed.values(users.owner, c))} returning ${col(table.pk)}::text as pk`,
    );
    c.ids.set(key, rowsOf<{ pk: string }>(inserted)[0].pk);
  }
  return { env, users, tables, seeded: c.ids, c };
}

class Rollback {
  constructor(readonly affected: number) {}
}

/** Rows a statement touched, from either driver (postgres.js: count; PGlite: affectedRows). */
function affectedOf(result: unknown): number {
  const r = result as { count?: number; affectedRows?: number };
  return Number(r.count ?? r.affectedRows ?? 0);
}

function isPermissionDenied(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "42501" || /permission denied/.test(e.message ?? "")) return true;
  }
  return false;
}

async function probe(w: World, key: string, op: Op, actor: Actor): Promise<Outcome> {
  const table = w.tables.get(key)!;
  const id = w.seeded.get(key)!;
  const where = sql`${col(table.pk)}::text = ${id}`;
  // Built before the transaction: a seed may create a user, which on PGlite would wait for it.
  const values = op === "insert" ? await SEEDS[key].values(actor === "admin" ? w.users.admin : w.users.owner, w.c) : {};
  const statement = async (tx: Db): Promise<number> => {
    switch (op) {
      case "select":
        return rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from ${table.ident} where ${where}`),
        )[0].n;
      case "update":
        return affectedOf(
          await tx.execute(
            sql`update ${table.ident} set ${col(table.updateColumn)} = ${col(table.updateColumn)} where ${where}`,
          ),
        );
      case "delete":
        return affectedOf(await tx.execute(sql`delete from ${table.ident} where ${where}`));
      case "insert":
        if (actor === "owner" && SEEDS[key].onePerOwner)
          await tx.execute(sql`delete from ${table.ident} where ${where}`);
        return affectedOf(await tx.execute(insertRow(table.ident, values)));
    }
  };
  const rollingBack = async (tx: Db) => {
    throw new Rollback(await statement(tx));
  };
  try {
    if (actor === "anon") await runWithAnon(w.env.db, rollingBack);
    else await runWithRls(w.env.db, w.users[actor].claims, rollingBack);
    throw new Error("unreachable: the probe always rolls back");
  } catch (error) {
    if (error instanceof Rollback) return error.affected > 0 ? "allowed" : "hidden";
    if (isRlsViolation(error)) return "refused";
    if (isPermissionDenied(error)) return "denied";
    throw new Error(`${key} ${op} as ${actor} failed for another reason`, { cause: error });
  }
}

describeOnEachDatabase("RLS matrix", (ctx) => {
  let world: Promise<World> | undefined;
  const getWorld = () => (world ??= buildWorld(ctx()));

  it("lists every table of the database, and only those", async () => {
    const { tables } = await getWorld();
    const inDb = [...tables.keys()].sort();
    expect({
      missingFromExpected: inDb.filter((k) => !(k in RLS_MATRIX)),
      notInDatabase: Object.keys(RLS_MATRIX).filter((k) => !tables.has(k)),
    }).toEqual({
      missingFromExpected: [],
      notInDatabase: [],
    });
    expect(Object.keys(RLS_MATRIX).filter((k) => !(k in SEEDS))).toEqual([]);
  });

  for (const key of Object.keys(RLS_MATRIX)) {
    it(key, async () => {
      const w = await getWorld();
      if (!w.tables.has(key)) return; // reported by the listing test
      const actual: Record<string, Outcome> = {};
      const expected: Record<string, Outcome> = {};
      for (const op of OPS) {
        for (const [i, actor] of ACTORS.entries()) {
          actual[`${op} as ${actor}`] = await probe(w, key, op, actor);
          expected[`${op} as ${actor}`] = RLS_MATRIX[key][op][i];
        }
      }
      expect(actual).toEqual(expected);
    });
  }
});
