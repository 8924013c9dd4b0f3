import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { PartnerResult } from "@/lib/tax";
import { Figures } from "../figures";

/** One partner's year in the recommended scenario: pró-labore and its return, dividends and the IRPFM. */
export function PartnerCard({ partner, several }: { partner: PartnerResult; several: boolean }) {
  const t = useTranslations("tools.profit.partner");
  const items = [
    {
      label: t("proLabore"),
      value: partner.receivesProLabore ? formatBrl(partner.proLabore) : t("noProLabore"),
    },
    { label: t("dividends"), value: formatBrl(partner.dividendsAnnual) },
  ];
  if (partner.receivesProLabore)
    items.push(
      { label: t("inss"), value: formatBrl(partner.inssAnnual) },
      { label: t("irrfWithheld"), value: formatBrl(partner.irrfWithheldAnnual) },
      { label: t("irpf"), value: formatBrl(partner.irpfAnnual) },
      { label: t("returnBalance"), value: formatBrl(partner.returnBalance) },
    );
  items.push({ label: t("withholding"), value: formatBrl(partner.dividendWithholdingAnnual) });
  if (partner.irpfmRedutor > 0) items.push({ label: t("redutor"), value: formatBrl(partner.irpfmRedutor) });
  items.push(
    { label: t("irpfm"), value: formatBrl(partner.irpfmBalance) },
    { label: t("tax"), value: formatBrl(partner.taxAnnual) },
    { label: t("net"), value: formatBrl(partner.netAnnual) },
  );
  return (
    <Card className="gap-3" data-testid="partner-figures">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">
            {several
              ? t("titleShare", { label: partner.label, share: formatPercent(partner.sharePercent / 100) })
              : t("title")}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Figures items={items} />
      </CardContent>
    </Card>
  );
}
