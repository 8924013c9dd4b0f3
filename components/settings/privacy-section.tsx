import { DownloadIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** /settings, Privacidade: the data export (a JSON download from /api/account/export). */
export async function PrivacySection() {
  const t = await getTranslations("settings.privacy");
  return (
    <Card aria-labelledby="privacy-title" role="region">
      <CardHeader>
        <h2 id="privacy-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            <DownloadIcon aria-hidden="true" />
            {t("export")}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
