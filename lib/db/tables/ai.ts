import { bigint, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { AiMessageRole, AiMode } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261123000701_ai_assistant.sql.

export const aiConversations = pgTable(
  "ai_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("ai_conversations_user_id_idx").on(t.userId, t.updatedAt.desc())],
);

export const aiMessages = pgTable(
  "ai_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => aiConversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role").$type<AiMessageRole>().notNull(),
    content: text("content").notNull(),
    mode: text("mode").$type<AiMode>(),
    /** Tool calls of the reply with their inputs and engine results. */
    parts: jsonb("parts").$type<unknown>().notNull().default([]),
    grounding: jsonb("grounding").$type<unknown>(),
    model: text("model"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("ai_messages_conversation_id_idx").on(t.conversationId, t.createdAt)],
);

/** Ledger behind the message limits and token usage; rows are written by a trigger on ai_messages, never by code. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    messageId: uuid("message_id"),
    role: text("role").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("ai_usage_created_at_idx").on(t.createdAt), index("ai_usage_user_id_idx").on(t.userId, t.createdAt)],
);
