import { handleChatRequest } from "@/lib/ai/chat";
import { getClaims } from "@/lib/auth/session";

// The AI assistant's chat: the browser never talks to the model provider; the key stays on the server.
export async function POST(request: Request): Promise<Response> {
  return handleChatRequest(request, await getClaims());
}
