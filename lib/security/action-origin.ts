import { createTranslator } from "next-intl";
import messages from "@/messages/pt-BR.json";

const t = createTranslator({ locale: "pt-BR", messages, namespace: "security.crossOrigin" });

type HeaderReader = { get(name: string): string | null };

/**
 * What Next takes for a server action (next/dist/server/lib/server-action-request-meta.js): a POST with Next-Action
 * (the fetch a form makes once hydrated), or a form posted before hydration, multipart (the action's id travels in the
 * body) or URL-encoded. Route handlers (/api) are not actions: a cross-site form post to one is theirs to answer.
 */
function isPossibleAction(method: string, headers: HeaderReader, path: string): boolean {
  if (method !== "POST") return false;
  if (headers.get("next-action")) return true;
  if (path.startsWith("/api/")) return false;
  const type = headers.get("content-type")?.trim().toLowerCase() ?? "";
  return type.startsWith("multipart/form-data") || type === "application/x-www-form-urlencoded";
}

/**
 * A server action request whose Origin names another host than the one it was sent to: the same comparison Next
 * makes (Origin's host against X-Forwarded-Host, else Host), which Next answers by throwing, i.e. a 500 and a logged
 * error for every forged request (a cross-site form post included). proxy.ts answers it 403 before Next sees it. A
 * request without Origin is left to Next (old browsers, same-origin tools); an Origin that is not a URL ("null") is
 * refused.
 */
export function isCrossOriginAction(method: string, headers: HeaderReader, path = "/"): boolean {
  if (!isPossibleAction(method, headers, path)) return false;
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
