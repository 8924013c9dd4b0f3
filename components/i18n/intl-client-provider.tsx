"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";

type Props = { locale: string; timeZone: string; messagesJson: string; children: React.ReactNode };

// One parse per distinct text: during server rendering every request brings one of a few texts again (the messages
// are the same for everyone, one text per locale and namespace set); in the browser each arrives once.
const parsed = new Map<string, AbstractIntlMessages>();

function messagesOf(json: string): AbstractIntlMessages {
  let messages = parsed.get(json);
  if (!messages) {
    messages = JSON.parse(json) as AbstractIntlMessages;
    if (parsed.size >= 8) parsed.clear();
    parsed.set(json, messages);
  }
  return messages;
}

/** next-intl's client provider, fed the messages as one JSON text (components/i18n/messages-provider.tsx says why). */
export function IntlClientProvider({ locale, timeZone, messagesJson, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messagesOf(messagesJson)}>
      {children}
    </NextIntlClientProvider>
  );
}
