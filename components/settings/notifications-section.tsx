import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/br/date";
import type { MyNotification } from "@/lib/notifications/inbox";
import type { NotificationPreferences } from "@/lib/notifications/preferences";
import { NotificationsForm } from "./notifications-form";

/**
 * /settings, Notificações: e-mail for payment events, regime alerts, the reform deadlines and the monthly summary; and
 * the in-app list of what was e-mailed (#notificacoes), newest first.
 */
export async function NotificationsSection({
  preferences,
  email,
  sent,
}: {
  preferences: NotificationPreferences;
  email: string;
  sent: MyNotification[];
}) {
  const t = await getTranslations("notifications.settings");
  return (
    <Card aria-labelledby="notifications-title" role="region">
      <CardHeader>
        <h2 id="notifications-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{t("description", { email })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <NotificationsForm preferences={preferences} />
        <section id="notificacoes" aria-labelledby="notifications-sent" className="grid scroll-mt-4 gap-3">
          <h3 id="notifications-sent" className="font-semibold">
            {t("sent.title")}
          </h3>
          {sent.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("sent.empty")}</p>
          ) : (
            <ul className="grid gap-3" data-testid="notifications-sent">
              {sent.map((n) => (
                <li key={n.id} className="grid gap-1 rounded-md border p-3 text-sm">
                  <p className="font-medium break-words">{n.subject}</p>
                  <p className="text-muted-foreground">
                    {n.sent ? t("sent.sentAt", { date: formatDateTime(n.createdAt) }) : t("sent.queued")}
                  </p>
                  <details>
                    <summary className="text-primary cursor-pointer">{t("sent.read")}</summary>
                    <p className="mt-2 break-words whitespace-pre-line">{n.text}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
