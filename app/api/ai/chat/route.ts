import { handleChatRequest } from "@/lib/ai/chat";
import { routeHandler } from "@/lib/route-handler";

// The AI assistant's chat: the browser never talks to the model provider; the key stays on the server.
export const POST = routeHandler({ auth: "session" }, async ({ request, claims }) =>
  handleChatRequest(request, claims),
);
