import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** /settings, Perfil: where the personal data is edited. */
export async function ProfileLinkSection() {
  const t = await getTranslations("settings");
  return (
    <Card aria-labelledby="settings-profile-title" role="region">
      <CardHeader>
        <h2 id="settings-profile-title" className="text-lg leading-none font-semibold">
          {t("profileTitle")}
        </h2>
        <CardDescription>{t("profileDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/profile">{t("profileLink")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
