import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/br/date";
import { readDevOutbox } from "@/lib/email/outbox";
import { getCurrentUser } from "@/lib/auth/session";
import { env, isDevOutboxEnabled } from "@/lib/env";
import { PageHeader } from "@/components/common/page-header";

export const metadata: Metadata = { robots: { index: false } };

/** Development outbox: where the local e-mail adapter delivers (password resets, welcome messages). */
export default async function OutboxPage() {
  await connection();
  if (!isDevOutboxEnabled()) notFound();
  // A production build shows other people's reset links only to an administrator, whatever ENABLE_DEV_OUTBOX says.
  if (env().NODE_ENV === "production" && (await getCurrentUser())?.profile.userType !== "admin") notFound();
  const t = await getTranslations("outbox");
  const messages = await readDevOutbox();
  return (
    <main className="mx-auto grid max-w-3xl gap-4 p-4">
      <PageHeader title={t("title")} subtitle={t("description")} />
      {messages.length === 0 ? <p>{t("empty")}</p> : null}
      {messages.map((m) => (
        <Card key={m.id}>
          <CardHeader>
            <CardTitle>
              <h2>{m.subject}</h2>
            </CardTitle>
            <CardDescription>
              {t("to")}: {m.to} · {t("sentAt")}: {formatDateTime(m.createdAt)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <pre className="font-sans text-sm break-words whitespace-pre-wrap">{linkify(m.text)}</pre>
          </CardContent>
        </Card>
      ))}
    </main>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
