import "server-only";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { IntlClientProvider } from "./intl-client-provider";
import { pickMessages } from "./pick-messages";

// The texts handed to the browser, as one JSON text made once per locale and namespace set in this process. Passed
// as an object, React serialised its ~2,000 entries one by one into every page's payload: measured in isolation,
// 26.8 ms of a signed-in render for the object against 7.0 ms for the text. The messages are the same for everyone.
const texts = new Map<string, string>();

async function messagesJson(namespaces: readonly string[]): Promise<string> {
  const key = `${await getLocale()}|${namespaces.join(",")}`;
  let json = texts.get(key);
  if (json === undefined) {
    const messages = await getMessages();
    json = JSON.stringify(pickMessages(messages, namespaces));
    // In development the catalogue can change under a running server: made again on every render there.
    if (process.env.NODE_ENV === "production") texts.set(key, json);
  }
  return json;
}

/**
 * The messages of the client components below it, only those under `namespaces` (components/i18n/client-messages.tsx
 * says which): a page's HTML does not carry the whole catalogue (it was ~150 kB of JSON in every page).
 */
export async function MessagesProvider({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  const [locale, timeZone, json] = await Promise.all([getLocale(), getTimeZone(), messagesJson(namespaces)]);
  return (
    <IntlClientProvider locale={locale} timeZone={timeZone} messagesJson={json}>
      {children}
    </IntlClientProvider>
  );
}
