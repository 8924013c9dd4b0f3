import { DownloadIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/**
 * /settings/privacidade: the data export (a JSON download from /api/account/export) and 'Excluir minha conta', with
 * a warning to an office's titular (`ownedOffice`, its name) that the office closes with the account.
 */
export async function PrivacySection({
  canDelete,
  ownedOffice = null,
}: {
  canDelete: boolean;
  ownedOffice?: string | null;
}) {
  const t = await getTranslations("settings.privacy");
  const d = await getTranslations("accountDeletion");
  return (
    <Card aria-labelledby="privacy-title" role="region">
      <CardHeader>
        <h2 id="privacy-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <Button asChild variant="outline" className="justify-self-start">
          <a href="/api/account/export" download>
            <DownloadIcon aria-hidden="true" />
            {t("export")}
          </a>
        </Button>
        <section
          aria-labelledby="delete-account-title"
          className="border-destructive/40 grid gap-3 rounded-md border p-4"
        >
          <h3 id="delete-account-title" className="text-destructive font-semibold">
            {d("title")}
          </h3>
          <p className="text-muted-foreground text-sm">{canDelete ? d("description") : d("errors.adminAccount")}</p>
          {canDelete && ownedOffice ? (
            <p className="text-destructive text-sm font-medium" role="note" data-testid="delete-closes-office">
              {d("closesOffice", { office: ownedOffice })}
            </p>
          ) : null}
          {canDelete ? (
            <DeleteAccountForm
              idPrefix="delete-account"
              label={d("confirmLabel")}
              passwordLabel={d("passwordLabel")}
              submit={d("submit")}
              done={d("done")}
            />
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
