import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages, withoutServerOnly } from "./pick-messages";

/**
 * The messages of the client components below it. Without `namespaces`: every client text (the signed-in app, the
 * admin area, the sign-in and payment forms). With them: only those, so a public page's HTML does not carry the
 * whole catalogue (it was ~150 kB of JSON in every page).
 */
export async function MessagesProvider({ namespaces, children }: { namespaces?: readonly string[]; children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={namespaces ? pickMessages(messages, namespaces) : withoutServerOnly(messages)}>
      {children}
    </NextIntlClientProvider>
  );
}
