"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { BotIcon, Loader2Icon, RotateCcwIcon, SendIcon, UserIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { AssistantUIMessage } from "@/lib/ai/respond";
import { isChatFailure } from "@/lib/ai/provider-errors";
import type { MessageKey } from "@/lib/errors";
import { ENGINE_JOBS, TOOLS, isToolKey, type EngineJobKey } from "@/lib/tools/catalogue";
import { MessageText } from "./message-text";
import { CALCULATOR_PAGES } from "@/components/calculators/catalogue";
import { calculatorPath, PUBLIC_CALCULATOR_SLUGS } from "@/lib/routes";
import { Form } from "@/components/forms/form";

/** The link text of a related route: a tool of the catalogue, or a public calculator (/calculadoras/<slug>). */
function relatedLabel(route: string): MessageKey | null {
  const key = Object.keys(TOOLS).find((k) => isToolKey(k) && TOOLS[k].route === route);
  if (key && isToolKey(key)) return TOOLS[key].messages.nav;
  const slug = PUBLIC_CALCULATOR_SLUGS.find((s) => route === calculatorPath(s));
  return slug ? (`calculators.pages.${CALCULATOR_PAGES[slug]}.short` as MessageKey) : null;
}

type Props = { conversationId: string; initialMessages: AssistantUIMessage[]; suggested: string[] };

function textOf(message: AssistantUIMessage): string {
  return message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
}

/** The pt-BR message of a failed request: the server's problem detail, or the stream's failure code. */
function errorMessage(error: Error, t: (key: MessageKey) => string): string {
  if (isChatFailure(error.message)) return t(`aiAssistant.errors.${error.message}`);
  try {
    const body = JSON.parse(error.message) as { detail?: unknown };
    if (typeof body.detail === "string") return body.detail;
  } catch {
    // not a problem+json body
  }
  return t("aiAssistant.errors.generic");
}

export function AssistantChat({ conversationId, initialMessages, suggested }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const [input, setInput] = useState("");
  const retrying = useRef(false);
  const transport = useMemo(
    () =>
      new DefaultChatTransport<AssistantUIMessage>({
        api: "/api/ai/chat",
        prepareSendMessagesRequest: ({ messages, trigger }) => {
          const last = [...messages].reverse().find((m) => m.role === "user");
          return { body: { conversationId, text: last ? textOf(last) : "", retry: trigger === "regenerate-message" } };
        },
      }),
    [conversationId],
  );
  const { messages, sendMessage, regenerate, status, error, clearError } = useChat<AssistantUIMessage>({
    id: conversationId,
    messages: initialMessages,
    transport,
    onFinish: () => {
      // The conversation now exists: keep it in the address (it survives a reload) and refresh the list.
      if (!window.location.search.includes(conversationId))
        window.history.replaceState(null, "", `/ai-assistant?c=${conversationId}`);
      router.refresh();
    },
  });
  const busy = status === "submitted" || status === "streaming";

  const toolName = (key: string) =>
    isToolKey(key)
      ? t(TOOLS[key].messages.title)
      : key in ENGINE_JOBS
        ? t(ENGINE_JOBS[key as EngineJobKey].messages.title)
        : key;

  function send(text: string) {
    const question = text.trim();
    if (!question || busy) return;
    clearError();
    setInput("");
    void sendMessage({ text: question });
  }

  function retry() {
    if (busy || retrying.current) return;
    retrying.current = true;
    clearError();
    void regenerate().finally(() => {
      retrying.current = false;
    });
  }

  return (
    <section aria-label={t("aiAssistant.chatLabel")} className="grid min-w-0 grid-cols-1 content-start gap-4">
      <ol className="grid gap-3" aria-live="polite" aria-busy={busy} data-testid="chat-messages">
        <li className="bg-muted flex gap-2 rounded-lg p-3">
          <BotIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0">{t("aiAssistant.greeting")}</p>
        </li>
        {messages.map((m) => {
          const text = textOf(m);
          const tools = m.parts.filter((p) => p.type.startsWith("tool-")).map((p) => p.type.slice(5));
          return (
            <li
              key={m.id}
              className={
                m.role === "user"
                  ? "bg-primary/10 ml-auto flex max-w-[90%] gap-2 rounded-lg p-3"
                  : "bg-muted flex gap-2 rounded-lg p-3"
              }
              data-role={m.role}
            >
              {m.role === "user" ? (
                <UserIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <BotIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <div className="grid min-w-0 gap-2">
                <span className="sr-only">
                  {m.role === "user" ? t("aiAssistant.you") : t("aiAssistant.assistant")}:
                </span>
                {m.role === "user" ? (
                  <p className="break-words whitespace-pre-wrap">{text}</p>
                ) : (
                  <MessageText text={text} grounding={m.metadata?.grounding} toolName={toolName} />
                )}
                {tools.length > 0 ? (
                  <p className="text-muted-foreground text-xs">
                    {t("aiAssistant.toolUsed", { tool: [...new Set(tools)].map(toolName).join(", ") })}
                  </p>
                ) : null}
                {m.metadata?.related?.length ? (
                  <div className="flex flex-wrap gap-2">
                    {m.metadata.related.map((route) => {
                      const label = relatedLabel(route);
                      return label ? (
                        <Button key={route} asChild variant="outline" size="sm">
                          <Link href={route}>{t(label)}</Link>
                        </Button>
                      ) : null;
                    })}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
        {busy ? (
          <li className="text-muted-foreground flex items-center gap-2 text-sm" data-testid="typing">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            {t("aiAssistant.typing")}
          </li>
        ) : null}
      </ol>

      {error ? (
        <div className="grid gap-2" data-testid="chat-error">
          <FormAlert title={errorMessage(error, t)} />
          <div>
            <Button type="button" variant="outline" size="sm" onClick={retry} disabled={busy}>
              <RotateCcwIcon aria-hidden="true" />
              {t("aiAssistant.retry")}
            </Button>
          </div>
        </div>
      ) : null}

      {messages.length === 0 ? (
        <section aria-labelledby="ai-suggested" className="grid gap-2">
          <h2 id="ai-suggested" className="text-base font-semibold">
            {t("aiAssistant.suggestedTitle")}
          </h2>
          <div className="flex flex-wrap gap-2">
            {suggested.map((q) => (
              <Button
                key={q}
                type="button"
                variant="outline"
                size="sm"
                className="h-auto max-w-full text-left whitespace-normal"
                onClick={() => send(q)}
                disabled={busy}
              >
                {q}
              </Button>
            ))}
          </div>
        </section>
      ) : null}

      <Form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send(input);
        }}
      >
        <Label htmlFor="ai-question">{t("aiAssistant.inputLabel")}</Label>
        <div className="flex items-end gap-2">
          <textarea
            id="ai-question"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send(input);
              }
            }}
            rows={2}
            maxLength={4000}
            disabled={busy}
            placeholder={t("aiAssistant.inputPlaceholder")}
            className="border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 min-h-16 w-full min-w-0 flex-1 resize-y rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
          />
          <Button type="submit" disabled={busy || input.trim() === ""}>
            {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
            {t("aiAssistant.send")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
