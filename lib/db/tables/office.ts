import { bigint, boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { OfficeInvitationKind, OfficeRole } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { offices } from "./offices";
import { companies } from "./tools";

// Mirrors supabase/migrations/20261201060001_office.sql.

export const officeMembers = pgTable(
  "office_members",
  {
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role").$type<OfficeRole>().notNull(),
    allClients: boolean("all_clients").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.userId] })],
);

export const officeAssignments = pgTable(
  "office_assignments",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    analystId: uuid("analyst_id").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.officeId, t.analystId],
      foreignColumns: [officeMembers.officeId, officeMembers.userId],
    }).onDelete("cascade"),
    index("office_assignments_analyst_idx").on(t.officeId, t.analystId),
  ],
);

export const officeInvitations = pgTable(
  "office_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    /** Lower case, trimmed. */
    email: text("email").notNull(),
    kind: text("kind").$type<OfficeInvitationKind>().notNull(),
    role: text("role").$type<OfficeRole>(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => profiles.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("office_invitations_office_idx").on(t.officeId, t.createdAt.desc())],
);

/** Append-only: written by triggers and public.office_log(). */
export const officeEvents = pgTable(
  "office_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("office_events_office_idx").on(t.officeId, t.createdAt.desc())],
);

/** A client's login: the account sees this company of the office. */
export const officeClientUsers = pgTable(
  "office_client_users",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("office_client_users_user_idx").on(t.userId)],
);
