import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { CloseOfficeForm } from "@/components/office/close-office-form";
import { OfficeForm } from "@/components/office/open-office-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCnpj } from "@/lib/br/cnpj";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { getOffice } from "@/lib/office/queries";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.settings"))("title") };
}

async function OfficeSettingsPage() {
  const { user, office } = await requireOfficePage("/escritorio/configuracoes", ["socio"]);
  const row = await withRls(user.claims, (tx) => getOffice(tx, office.id));
  const t = await getTranslations("office.settings");
  const titular = row?.ownerId === user.claims.sub;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("dataTitle")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <OfficeForm
            editing
            defaultValues={{ name: row?.name ?? office.name, cnpj: row?.cnpj ? formatCnpj(row.cnpj) : "" }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("brandTitle")}</h2>
          </CardTitle>
          <CardDescription>{titular ? t("brandHelpOwner") : t("brandHelp")}</CardDescription>
        </CardHeader>
        {titular ? (
          <CardContent className="grid gap-2 text-sm">
            <TextLink href="/settings/integracoes">{t("brandLink")}</TextLink>
            <TextLink href="/subscription">{t("billingLink")}</TextLink>
          </CardContent>
        ) : null}
      </Card>
      {titular ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("closeTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("closeHelp")}</CardDescription>
          </CardHeader>
          <CardContent>
            <CloseOfficeForm officeName={office.name} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default withClientMessages("(app)/escritorio/configuracoes/page", OfficeSettingsPage);
