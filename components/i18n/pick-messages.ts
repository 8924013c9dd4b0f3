import type { AbstractIntlMessages } from "next-intl";

/** A message tree as next-intl holds it: nested objects whose leaves are ICU strings (or lists of them). */
export type Messages = { [key: string]: unknown };

/**
 * The part of `messages` under the given paths ("pwa", "auth.errors"), nested as in the full tree, so a client
 * component's useTranslations("auth.errors") finds the same keys. Every page's HTML carries the messages handed to
 * its client provider: a page sends only the namespaces its client components read. A missing path is an error,
 * caught at the first render instead of as a missing text on screen.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): AbstractIntlMessages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split(".");
    let source: unknown = messages;
    let target = picked;
    keys.forEach((key, index) => {
      if (typeof source !== "object" || source === null || !(key in source))
        throw new Error(`messages: no namespace ${path}`);
      source = (source as Messages)[key];
      if (index === keys.length - 1) target[key] = source;
      else target = (target[key] ??= {}) as Messages;
    });
  }
  return picked as AbstractIntlMessages;
}
