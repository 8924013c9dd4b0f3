import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { formatBrl } from "@/lib/br/money";
import type { LaborCostResult } from "@/lib/tax";
import { StepsAndNext } from "../calculation-steps";
import { Figures } from "../tool-layout";
import { formatNumber } from "@/lib/br/number";
import { toolHref } from "@/lib/routes";

/** Employer's cost of one CLT employee: totals, each charge and provision, the employee's net pay. */
export function LaborResult({ result }: { result: LaborCostResult }) {
  const t = useTranslations("tools.labor");
  // No CPP on a payroll only in the Simples outside Anexo IV, where it is paid inside the DAS (LC 123/2006 art. 13,
  // VI): a bare "R$ 0,00" read as if the employer paid no INSS at all.
  const cppInDas = result.charges.cpp === 0 && result.salary > 0;
  const rows: [string, number | string][] = [
    [t("rows.salary"), result.salary],
    [t("rows.cpp"), cppInDas ? t("cppInDas", { value: formatBrl(0) }) : result.charges.cpp],
    [t("rows.rat"), result.charges.rat],
    [t("rows.thirdParty"), result.charges.thirdParty],
    [t("rows.fgts"), result.charges.fgts],
    [t("rows.thirteenth"), result.provisions.thirteenth],
    [t("rows.vacation"), result.provisions.vacation],
    [t("rows.benefits"), result.benefits.total],
  ];
  return (
    <TitledCard data-testid="labor-result" title={t("resultTitle")} contentClassName="grid gap-4">
      <Figures
        items={[
          { label: t("monthlyCost"), value: formatBrl(result.monthlyCost), testId: "labor-monthly-cost" },
          { label: t("annualCost"), value: formatBrl(result.annualCost) },
          { label: t("ratio"), value: `${formatNumber(result.costToSalaryRatio, { min: 2, max: 2 })}×` },
        ]}
      />
      <table className="w-full text-sm">
        <caption className="sr-only">{t("breakdownCaption")}</caption>
        <tbody className="figure-rows">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{typeof value === "string" ? value : formatBrl(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        {t("employeeNet", {
          net: formatBrl(result.employee.net),
          inss: formatBrl(result.employee.inss),
          irrf: formatBrl(result.employee.irrf),
        })}
      </p>
      <StepsAndNext steps={result.steps} next={{ href: toolHref("clt_vs_pj"), label: t("compareCltPj") }} />
    </TitledCard>
  );
}
