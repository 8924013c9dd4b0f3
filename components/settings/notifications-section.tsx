import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { NotificationPreferences } from "@/lib/notifications/preferences";
import { NotificationsForm } from "./notifications-form";

/** /settings, Notificações: e-mail for payment events, regime alerts and the monthly summary. */
export async function NotificationsSection({
  preferences,
  email,
}: {
  preferences: NotificationPreferences;
  email: string;
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
      <CardContent>
        <NotificationsForm preferences={preferences} />
      </CardContent>
    </Card>
  );
}
