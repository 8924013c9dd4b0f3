import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { AuthClaims } from "@/lib/auth/types";
import type { AiMode } from "@/lib/db/enums";
import { withRls } from "@/lib/db/rls";
import { getMyPermissions } from "@/lib/plans/queries";
import { getConversationMessages, listConversations, questionsThisMonthOf, type ConversationListItem } from "./history";
import type { AssistantUIMessage } from "./respond";
import { loadAiSettings } from "./settings";

export type AssistantPageData = {
  mode: AiMode;
  /** The open conversation, or a fresh id for a new one (created on its first question). */
  conversationId: string;
  isNew: boolean;
  messages: AssistantUIMessage[];
  conversations: ConversationListItem[];
  /** The plan's monthly questions (Básico's 30) and those asked this month; null when the plan sets none. */
  quota: { used: number; max: number } | null;
};

/** What /ai-assistant shows: the mode (never the key), the past conversations and the one asked for by ?c=. */
export async function loadAssistantPage(claims: AuthClaims, requested: string | undefined): Promise<AssistantPageData> {
  const settings = await loadAiSettings();
  const id = z.uuid().safeParse(requested);
  return withRls(claims, async (tx) => {
    const conversations = await listConversations(tx, claims.sub);
    const messages = id.success ? await getConversationMessages(tx, claims.sub, id.data) : null;
    const max = (await getMyPermissions(tx)).maxAiQuestions;
    return {
      mode: settings.apiKey ? "model" : "basic",
      conversationId: messages && id.success ? id.data : randomUUID(),
      isNew: !messages,
      messages: messages ?? [],
      conversations,
      quota: max === null ? null : { used: await questionsThisMonthOf(tx, claims.sub), max },
    };
  });
}
