import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { OfficeTabs } from "@/components/office/office-tabs";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { requireUser } from "@/lib/auth/session";
import { staffOffice } from "@/lib/office/access";

/** Every page of the office: the tabs its role opens and, while its plan is not current, why it is read only. */
export default async function OfficeLayout({ children }: { children: React.ReactNode }) {
  const { profile } = await requireUser("/escritorio");
  const office = staffOffice(profile);
  const t = await getTranslations("office");
  return (
    <ClientMessages file="(app)/escritorio/layout">
      <div className="grid gap-6">
        {office ? (
          <>
            <p className="text-muted-foreground text-sm" data-testid="office-name">
              {t("layout.of", { name: office.name, role: t(`roles.${office.role}`) })}
            </p>
            <OfficeTabs role={office.role} />
            {office.active ? null : (
              <Alert variant="destructive">
                <AlertTitle>{t("layout.inactiveTitle")}</AlertTitle>
                <AlertDescription>{t("errors.inactive")}</AlertDescription>
              </Alert>
            )}
          </>
        ) : null}
        {children}
      </div>
    </ClientMessages>
  );
}
