import { boolean, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { REFORM_PROFILE_REDUCTIONS, ReformProfileSource } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { companies, simulations } from "./tools";

// Mirrors supabase/migrations/20261201040001_company_reform_profiles.sql.

/** What the CBS/IBS answer of a company needs beyond its record; a null field is "not informed". */
export const companyReformProfiles = pgTable(
  "company_reform_profiles",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    creditingBuyersPercent: numeric("crediting_buyers_percent", { precision: 5, scale: 2 }),
    purchasesRegular: numeric("purchases_regular", { precision: 14, scale: 2 }),
    purchasesSimples: numeric("purchases_simples", { precision: 14, scale: 2 }),
    reduction: text("reduction").$type<(typeof REFORM_PROFILE_REDUCTIONS)[number]>(),
    sublimiteExceeded: boolean("sublimite_exceeded"),
    regularOption: boolean("regular_option"),
    source: text("source").$type<ReformProfileSource>().notNull().default("informed"),
    simulationId: uuid("simulation_id").references(() => simulations.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("company_reform_profiles_user_idx").on(t.userId)],
);
