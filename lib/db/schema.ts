// Drizzle mirror of supabase/migrations/*.sql. The SQL is the source of truth for tables, checks,
// grants and policies; keep this file in step with it (column names snake_case in SQL, camelCase here).

export * from "./tables/auth";
export * from "./tables/plans-profiles";
export * from "./tables/billing";
export * from "./tables/tools";
export * from "./tables/reports";
export * from "./tables/affiliates-admin";
export * from "./enums";
export * from "./tables/sandbox-payments";
export * from "./tables/rate-limits";
export * from "./tables/api-keys";
export * from "./tables/insights";
export * from "./tables/benefits-credits";
export * from "./tables/ai";
export * from "./tables/affiliate-payouts";
export * from "./tables/admin-insight";
export * from "./tables/selic";
export * from "./tables/reform-profiles";
export * from "./tables/documents";
export * from "./tables/offices";
export * from "./tables/office";
export * from "./tables/office-metrics";
