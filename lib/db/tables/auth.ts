import { bigint, bigserial, boolean, jsonb, pgSchema, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

// Schema auth and local as created by supabase/local/bootstrap.sql. On a real Supabase project
// auth.users has more columns and only id/email are ours to rely on; the other auth tables and
// local.* exist only in local mode. None of these are granted to anon/authenticated.

const auth = pgSchema("auth");

export const authUsers = auth.table("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  encryptedPassword: text("encrypted_password"),
  emailConfirmedAt: timestamptz("email_confirmed_at"),
  rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
  rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>().notNull().default({}),
  lastSignInAt: timestamptz("last_sign_in_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const authSessions = auth.table("sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  revokedAt: timestamptz("revoked_at"),
  userAgent: text("user_agent"),
  ip: text("ip"),
  lastUsedAt: timestamptz("last_used_at"),
});

export const authRefreshTokens = auth.table("refresh_tokens", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  sessionId: uuid("session_id")
    .notNull()
    .references(() => authSessions.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  parentHash: text("parent_hash"),
  revoked: boolean("revoked").notNull().default(false),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
});

export const authRecoveryTokens = auth.table("recovery_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const authEmailChangeTokens = auth.table("email_change_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  usedAt: timestamptz("used_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const authTotpFactors = auth.table("totp_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  secretEnvelope: text("secret_envelope").notNull(),
  confirmedAt: timestamptz("confirmed_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const authMfaRecoveryCodes = auth.table("mfa_recovery_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  usedAt: timestamptz("used_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

const local = pgSchema("local");

export const emailOutbox = local.table("email_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  toEmail: text("to_email").notNull(),
  subject: text("subject").notNull(),
  bodyText: text("body_text").notNull(),
  bodyHtml: text("body_html"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
