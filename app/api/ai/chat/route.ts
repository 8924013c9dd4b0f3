import { AI_CHAT_PER_ADDRESS, answerChat, chatRequestSchema } from "@/lib/ai/chat";
import { routeHandler } from "@/lib/route-handler";

// The AI assistant's chat: the browser never talks to the model provider; the key stays on the server. Per address
// too, so many accounts behind one client cannot flood the model (the quotas, in lib/ai/chat.ts, are per user).
export const POST = routeHandler(
  {
    auth: "session",
    feature: { flag: "aiAssistant" },
    rateLimit: [{ limit: AI_CHAT_PER_ADDRESS, key: ({ network }) => network }],
    input: chatRequestSchema,
    invalidInput: "aiAssistant.errors.invalidMessage",
  },
  async ({ claims, input }) => answerChat(claims, input),
);
