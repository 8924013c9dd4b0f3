import { is } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import * as schema from "@/lib/db/schema";
import {
  BENEFIT_LEVELS,
  AI_MESSAGE_ROLES,
  AI_MODES,
  BILLING_CYCLES,
  COMMISSION_STATUSES,
  NOTIFICATION_KINDS,
  PIX_KEY_TYPES,
  RISK_LEVELS,
  COMPANY_REGIMES,
  HIDDEN_CREDIT_STATUSES,
  LOGO_MIME_TYPES,
  PAYMENT_PROVIDERS,
  REFERRAL_STATUSES,
  REGISTRATION_STATUSES,
  REPORT_TYPES,
  REFORM_PROFILE_REDUCTIONS,
  REFORM_PROFILE_SOURCES,
  RUN_STATUSES,
  SIMULATION_FEATURE,
  SIMULATION_TYPES,
  SUBSCRIPTION_STATES,
  USER_TYPES,
  JOB_OUTCOMES,
  SELIC_SOURCES,
  SYSTEM_REPORT_FORMATS,
  SYSTEM_REPORT_KINDS,
  DECLARATION_KINDS,
  APURACAO_REGIMES,
  DECLARATION_STATUSES,
  COMPANY_MONTH_SOURCES,
  OFFICE_INVITATION_KINDS,
  OFFICE_ROLES,
  SIMPLES_ANNEXES,
  CROSSING_THRESHOLDS,
  REFORM_DECISIONS,
  DAS_STATUSES,
  OFFICE_DOCUMENT_KINDS,
  OFFICE_ITEM_STATUSES,
  OFFICE_ITEM_ERRORS,
} from "@/lib/db/enums";
import { describeOnEachDatabase } from "../helpers/db";

// supabase/migrations is the source of truth; lib/db/schema.ts is a hand-kept mirror of it. This suite
// reads the migrated database back through information_schema and lists every place the two disagree,
// so a migration without its mirror edit (or the reverse) fails here rather than at run time.

/**
 * Tables of a mirrored schema that deliberately have no Drizzle table, each with the reason.
 * Empty today: every table the migrations and the local shim create is mirrored.
 */
const UNMIRRORED_TABLES: Record<string, string> = {};

/** The value sets of lib/db/enums.ts, by the column whose `check (column in (...))` they mirror. */
const CHECKED_VALUE_SETS: Record<string, readonly string[]> = {
  "declarations.kind": DECLARATION_KINDS,
  "declarations.regime_apuracao": APURACAO_REGIMES,
  "declarations.status": DECLARATION_STATUSES,
  "company_months.source": COMPANY_MONTH_SOURCES,
  "profiles.user_type": USER_TYPES,
  "pending_registrations.billing_cycle": BILLING_CYCLES,
  "pending_registrations.status": REGISTRATION_STATUSES,
  "subscriptions.provider": PAYMENT_PROVIDERS,
  "subscriptions.billing_cycle": BILLING_CYCLES,
  "subscriptions.status": SUBSCRIPTION_STATES,
  "asaas_payments.provider": PAYMENT_PROVIDERS,
  "companies.regime": COMPANY_REGIMES,
  "company_reform_profiles.reduction": REFORM_PROFILE_REDUCTIONS,
  "company_reform_profiles.source": REFORM_PROFILE_SOURCES,
  "simulations.simulation_type": SIMULATION_TYPES,
  "simulations.status": RUN_STATUSES,
  "reports.status": RUN_STATUSES,
  "reports.type": REPORT_TYPES,
  "report_branding.logo_mime": LOGO_MIME_TYPES,
  "referrals.status": REFERRAL_STATUSES,
  "commissions.status": COMMISSION_STATUSES,
  "affiliate_payout_keys.key_type": PIX_KEY_TYPES,
  "notification_deliveries.kind": NOTIFICATION_KINDS,
  "hidden_credit_statuses.status": HIDDEN_CREDIT_STATUSES,
  "fiscal_benefits.level": BENEFIT_LEVELS,
  "risk_analyses.level": RISK_LEVELS,
  "ai_messages.role": AI_MESSAGE_ROLES,
  "ai_messages.mode": AI_MODES,
  "job_runs.outcome": JOB_OUTCOMES,
  "selic_months.source": SELIC_SOURCES,
  "system_reports.kind": SYSTEM_REPORT_KINDS,
  "system_reports.format": SYSTEM_REPORT_FORMATS,
  "system_reports.status": RUN_STATUSES,
  "office_members.role": OFFICE_ROLES,
  "office_invitations.role": OFFICE_ROLES,
  "office_invitations.kind": OFFICE_INVITATION_KINDS,
  "office_client_metrics.annex": SIMPLES_ANNEXES,
  "office_client_metrics.crossing_threshold": CROSSING_THRESHOLDS,
  "office_client_metrics.reform_decision": REFORM_DECISIONS,
  "office_client_metrics.das_status": DAS_STATUSES,
  "office_batches.kind": OFFICE_DOCUMENT_KINDS,
  "office_batch_items.status": OFFICE_ITEM_STATUSES,
  "office_batch_items.error": OFFICE_ITEM_ERRORS,
  "office_documents.kind": OFFICE_DOCUMENT_KINDS,
  "office_documents.decision": REFORM_DECISIONS,
};

/** Value-set checks with no constant in lib/db/enums.ts, each with the reason. */
const UNCHECKED_VALUE_SETS: Record<string, string> = {
  "companies.status": "two values, typed inline on the Drizzle column (lib/db/tables/tools.ts)",
  "sandbox_subscriptions.status": "the sandbox provider's own Asaas-style statuses, never read as a domain type",
};

type SqlColumn = {
  table_schema: string;
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
  is_nullable: "YES" | "NO";
  column_default: string | null;
  is_identity: "YES" | "NO";
  identity_generation: "ALWAYS" | "BY DEFAULT" | null;
  /** format_type() of the column: information_schema drops the typmod of array elements. */
  formatted_type: string;
};

type MirroredColumn = { key: string; column: PgColumn; primaryKey: boolean };

const drizzleTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    const tableSchema = config.schema ?? "public";
    const key = `${tableSchema}.${config.name}`;
    const compositeKey = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
    const columns = config.columns.map((column): [string, MirroredColumn] => [
      column.name,
      { key: `${key}.${column.name}`, column, primaryKey: compositeKey.has(column.name) },
    ]);
    return { key, schema: tableSchema, columns: new Map(columns) };
  });
const mirroredSchemas = [...new Set(drizzleTables.map((t) => t.schema))].sort();

/** Drizzle's getSQLType() spelt the way format_type() spells it. */
function drizzleTypeName(sqlType: string): string {
  const array = /^(.*?)((?:\[\d*\])+)$/.exec(sqlType);
  if (array) return `${drizzleTypeName(array[1])}${array[2].replace(/\d+/g, "")}`;
  const type = sqlType
    .trim()
    .replace(/\s*\(\s*/g, "(")
    .replace(/\s*,\s*/g, ",")
    .replace(/\s*\)/g, ")");
  const aliases: Record<string, string> = {
    bigserial: "bigint",
    serial: "integer",
    smallserial: "smallint",
    char: "character(1)",
  };
  if (aliases[type]) return aliases[type];
  return type
    .replace(/^char\(/, "character(")
    .replace(/^varchar\b/, "character varying")
    .replace(/^timestamp(\(\d+\))?( with time zone)?$/, (_, p = "", tz) => `timestamp${p}${tz ?? " without time zone"}`)
    .replace(/^time(\(\d+\))?( with time zone)?$/, (_, p = "", tz) => `time${p}${tz ?? " without time zone"}`);
}

/** The type of an information_schema.columns row, in the same spelling. */
function sqlTypeName(column: SqlColumn): string {
  switch (column.data_type) {
    case "ARRAY":
      return column.formatted_type;
    case "USER-DEFINED":
      return column.udt_name;
    case "numeric":
      return column.numeric_precision === null
        ? "numeric"
        : `numeric(${column.numeric_precision},${column.numeric_scale})`;
    case "character":
    case "character varying":
      return column.character_maximum_length === null
        ? column.data_type
        : `${column.data_type}(${column.character_maximum_length})`;
    case "timestamp with time zone":
    case "timestamp without time zone":
    case "time with time zone":
    case "time without time zone": {
      const [base, ...zone] = column.data_type.split(" ");
      const precision = column.datetime_precision === 6 ? "" : `(${column.datetime_precision})`;
      return `${base}${precision} ${zone.join(" ")}`;
    }
    default:
      return column.data_type;
  }
}

describeOnEachDatabase("Drizzle mirror matches the migrated schema", (ctx) => {
  async function sqlColumns(): Promise<SqlColumn[]> {
    return ctx().exec.query<SqlColumn>(
      `select c.table_schema, c.table_name, c.column_name, c.data_type, c.udt_name,
              c.character_maximum_length::int, c.numeric_precision::int, c.numeric_scale::int,
              c.datetime_precision::int, c.is_nullable, c.column_default, c.is_identity, c.identity_generation,
              format_type(a.atttypid, a.atttypmod) as formatted_type
         from information_schema.columns c
         join pg_attribute a
           on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = any($1) and t.table_type = 'BASE TABLE'
        order by c.table_schema, c.table_name, c.ordinal_position`,
      [mirroredSchemas],
    );
  }

  /** Pairs every SQL column of a mirrored table with its Drizzle column. */
  async function pairs() {
    const columns = await sqlColumns();
    return columns.flatMap((sql) => {
      const table = drizzleTables.find((t) => t.key === `${sql.table_schema}.${sql.table_name}`);
      const mirrored = table?.columns.get(sql.column_name);
      return mirrored ? [{ sql, ...mirrored }] : [];
    });
  }

  it("finds the Drizzle tables (the suite would pass vacuously otherwise)", () => {
    expect(drizzleTables.length).toBeGreaterThanOrEqual(20);
    expect(mirroredSchemas).toEqual(["auth", "local", "public"]);
  });

  it("mirrors every table, and every table it mirrors exists", async () => {
    const tables = await ctx().exec.query<{ key: string }>(
      `select table_schema || '.' || table_name as key from information_schema.tables
        where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
      [mirroredSchemas],
    );
    const inSql = new Set(tables.map((t) => t.key));
    const inDrizzle = new Set(drizzleTables.map((t) => t.key));
    expect({
      unmirrored: [...inSql].filter((key) => !inDrizzle.has(key) && !(key in UNMIRRORED_TABLES)),
      missingFromSql: [...inDrizzle].filter((key) => !inSql.has(key)),
      staleAllowList: Object.keys(UNMIRRORED_TABLES).filter((key) => !inSql.has(key) || inDrizzle.has(key)),
    }).toEqual({ unmirrored: [], missingFromSql: [], staleAllowList: [] });
  });

  it("has the same columns in both directions", async () => {
    const columns = await sqlColumns();
    const inSql = new Set(columns.map((c) => `${c.table_schema}.${c.table_name}.${c.column_name}`));
    const inDrizzle = new Set(drizzleTables.flatMap((t) => [...t.columns.values()].map((c) => c.key)));
    const mirroredTables = new Set(drizzleTables.map((t) => t.key));
    expect({
      missingFromDrizzle: [...inSql].filter(
        (key) => mirroredTables.has(key.slice(0, key.lastIndexOf("."))) && !inDrizzle.has(key),
      ),
      missingFromSql: [...inDrizzle].filter((key) => !inSql.has(key)),
    }).toEqual({ missingFromDrizzle: [], missingFromSql: [] });
  });

  it("gives every column the SQL type", async () => {
    const wrong = (await pairs())
      .map(({ sql, key, column }) => ({ key, drizzle: drizzleTypeName(column.getSQLType()), sql: sqlTypeName(sql) }))
      .filter((c) => c.drizzle !== c.sql)
      .map((c) => `${c.key}: drizzle ${c.drizzle}, sql ${c.sql}`);
    expect(wrong).toEqual([]);
  });

  it("agrees on nullability", async () => {
    const wrong = (await pairs())
      .filter(({ sql, column, primaryKey }) => (column.notNull || primaryKey) !== (sql.is_nullable === "NO"))
      .map(({ sql, key }) => `${key}: sql ${sql.is_nullable === "NO" ? "not null" : "nullable"}`);
    expect(wrong).toEqual([]);
  });

  it("agrees on which columns the database fills in (defaults and identity)", async () => {
    const wrong = (await pairs()).flatMap(({ sql, key, column }) => {
      const identity = column.generatedIdentity?.type;
      const sqlIdentity =
        sql.is_identity === "YES" ? (sql.identity_generation === "ALWAYS" ? "always" : "byDefault") : undefined;
      if (identity !== sqlIdentity)
        return [`${key}: identity drizzle ${identity ?? "none"}, sql ${sqlIdentity ?? "none"}`];
      if (identity) return [];
      // Drizzle sends its own default on insert; a SQL default Drizzle does not know of makes the insert type ask for it.
      const sqlDefault = sql.column_default !== null;
      return column.hasDefault === sqlDefault
        ? []
        : [`${key}: default drizzle ${column.hasDefault}, sql ${sql.column_default}`];
    });
    expect(wrong).toEqual([]);
  });
});

describeOnEachDatabase("lib/db/enums.ts matches the migrated check constraints", (ctx) => {
  it("has exactly the values of every `column in (...)` check", async () => {
    const checks = await ctx().exec.query<{ table_name: string; definition: string }>(
      `select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition from pg_constraint
        where contype = 'c' and connamespace = 'public'::regnamespace`,
    );
    // Postgres stores `status in ('a', 'b')` as CHECK ((status = ANY (ARRAY['a'::text, 'b'::text]))).
    const inSql = Object.fromEntries(
      checks.flatMap(({ table_name, definition }) => {
        const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
        if (!match) return [];
        const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replaceAll("''", "'"));
        return [[`${table_name}.${match[1]}`, values]];
      }),
    );
    const constrained = Object.keys(inSql).sort();
    expect(constrained).toEqual([...Object.keys(CHECKED_VALUE_SETS), ...Object.keys(UNCHECKED_VALUE_SETS)].sort());
    const wrong = Object.entries(CHECKED_VALUE_SETS)
      .filter(([key, values]) => JSON.stringify([...values].sort()) !== JSON.stringify([...(inSql[key] ?? [])].sort()))
      .map(([key, values]) => `${key}: enums.ts ${values.join(", ")}; sql ${(inSql[key] ?? []).join(", ")}`);
    expect(wrong).toEqual([]);
  });

  it("maps each simulation type to the plan flag public.simulation_feature() checks", async () => {
    const rows = await ctx().exec.query<{ type: string; flag: string | null }>(
      "select type, public.simulation_feature(type) as flag from unnest($1::text[]) as type",
      [SIMULATION_TYPES],
    );
    expect(Object.fromEntries(rows.map((r) => [r.type, r.flag]))).toEqual(SIMULATION_FEATURE);
  });
});
