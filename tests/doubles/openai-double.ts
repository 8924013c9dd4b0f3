/**
 * A local HTTP double of an OpenAI-compatible chat-completions server, for tests only: POST
 * /v1/chat/completions with `stream: true` answers a scripted turn as server-sent events (text deltas, or
 * one tool call), with usage in the last chunk; a turn may instead be an HTTP error (401, 429, 500 with an
 * OpenAI-style error body) or hang. Records every request (path, Authorization, parsed body). Real node:http
 * on 127.0.0.1, random port.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type DoubleTurn =
  | { text: string }
  | { toolCall: { name: string; arguments: unknown } }
  | { status: number; message: string }
  | { hang: true };

export type OpenAiDouble = {
  /** Base URL ending in /v1 (what OPENAI_BASE_URL or the openai_base_url setting holds). */
  baseUrl: string;
  requests: {
    path: string;
    authorization: string | undefined;
    body: {
      model?: string;
      stream?: boolean;
      messages?: { role: string; content?: unknown }[];
      tools?: { function: { name: string } }[];
      max_tokens?: number;
      temperature?: number;
    };
  }[];
  /** Turns answered in order, one per request; the last one repeats. */
  script(turns: DoubleTurn[]): void;
  close(): Promise<void>;
};

const chunk = (delta: object, finish: string | null = null) => ({
  id: "chatcmpl-double",
  object: "chat.completion.chunk",
  created: 0,
  model: "double-model",
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export async function startOpenAiDouble(): Promise<OpenAiDouble> {
  let turns: DoubleTurn[] = [{ text: "Olá." }];
  let served = 0;
  const requests: OpenAiDouble["requests"] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const turn = turns[Math.min(served++, turns.length - 1)];
      if ("hang" in turn) {
        open.add(res);
        return;
      }
      if ("status" in turn) {
        res
          .writeHead(turn.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: turn.message, type: "double_error", code: null } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const send = (data: object | string) =>
        res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
      if ("text" in turn) {
        send(chunk({ role: "assistant", content: "" }));
        for (const word of turn.text.split(/(?<= )/)) send(chunk({ content: word }));
        send(chunk({}, "stop"));
      } else {
        send(
          chunk({
            role: "assistant",
            tool_calls: [
              {
                index: 0,
                id: `call_${served}`,
                type: "function",
                function: { name: turn.toolCall.name, arguments: "" },
              },
            ],
          }),
        );
        send(chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(turn.toolCall.arguments) } }] }));
        send(chunk({}, "tool_calls"));
      }
      send({
        id: "chatcmpl-double",
        object: "chat.completion.chunk",
        created: 0,
        model: "double-model",
        choices: [],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      });
      send("[DONE]");
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next) {
      turns = next;
      served = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
