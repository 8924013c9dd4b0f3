import { _createCache } from "next-intl";
import { processSingleton } from "@/lib/process-state";
import messages from "@/messages/pt-BR.json";

/*
 * next-intl makes a new translation cache for every request, so each message with values was parsed into an
 * IntlMessageFormat again on every page view (~40 µs a call, several per page, and their garbage). The messages are the
 * same for every request and a parsed message keeps no state between formats, so one cache serves the process:
 * next-intl passes a `_cache` in the request configuration on to every translator it makes (getTranslations and
 * useTranslations on the server). Its `_formatters` (the Intl objects) stay per request. docs/performance.md,
 * "next-intl's translation cache", has the measurement.
 */
type IntlCache = ReturnType<typeof _createCache>;
// Process-wide: each route's bundle has its own copy of this module.
const intlCache: IntlCache = processSingleton("intl-cache", () => _createCache());

/** The request configuration (i18n/request.ts): one locale, one time zone, one message bundle, one cache. */
export function requestConfig() {
  return { locale: "pt-BR", timeZone: "America/Sao_Paulo", messages, _cache: intlCache };
}
