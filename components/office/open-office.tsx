import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OfficeForm } from "./open-office-form";

/** /escritorio for someone outside any office: open one (a plan with the office flag), or what the plan gives. */
export async function OpenOffice({ allowed }: { allowed: boolean; status: string }) {
  const t = await getTranslations("office.open");
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <ul className="text-muted-foreground grid list-disc gap-1 pl-5 text-sm">
        <li>{t("point1")}</li>
        <li>{t("point2")}</li>
        <li>{t("point3")}</li>
        <li>{t("point4")}</li>
      </ul>
      {allowed ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("formTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("formHelp")}</CardDescription>
          </CardHeader>
          <CardContent>
            <OfficeForm defaultValues={{ name: "", cnpj: "" }} />
          </CardContent>
        </Card>
      ) : (
        <Card data-testid="office-upgrade">
          <CardHeader>
            <CardTitle>
              <h2>{t("planTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("planHelp")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/subscription">{t("planButton")}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
