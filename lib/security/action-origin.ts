import { createTranslator } from "next-intl";
import messages from "@/messages/pt-BR.json";

const t = createTranslator({ locale: "pt-BR", messages, namespace: "security.crossOrigin" });

type HeaderReader = { get(name: string): string | null };

/**
 * A server action request (POST with Next-Action) whose Origin names another host than the one it was sent to: the
 * same comparison Next makes (Origin's host against X-Forwarded-Host, else Host), which Next answers by throwing,
 * i.e. a 500 and a logged error for every forged request. proxy.ts answers it 403 before Next sees it. A request
 * without Origin is left to Next (old browsers, same-origin tools); an Origin that is not a URL ("null") is refused.
 */
export function isCrossOriginAction(method: string, headers: HeaderReader): boolean {
  if (method !== "POST" || !headers.get("next-action")) return false;
  const origin = headers.get("origin");
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim();
  return !host || originHost.toLowerCase() !== host.toLowerCase();
}

/** The 403 of a cross-origin server action, in pt-BR plain text. */
export function crossOriginActionResponse(): Response {
  return new Response(t("body"), {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
