"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { CalculationSteps } from "@/components/tools/calculation-steps";
import { MoneyInput } from "@/components/tools/money-input";
import { Figures } from "@/components/tools/figures";
import { formatBrl } from "@/lib/br/money";
import type { InssEmployeeResult, IrrfMonthlyResult } from "@/lib/tax";
import {
  parseNetSalary,
  toQuery,
  type Fields,
  type NetSalaryField,
  type NetSalaryInput,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import { usePublicCalculator, type Engine } from "./use-public-calculator";
import { calculatorHref } from "@/lib/routes";

type NetSalaryResult = { salary: number; inss: InssEmployeeResult; irrf: IrrfMonthlyResult; net: number };

/** Gross salary → INSS (progressive), IRRF on what is left (with the 2026 reduction) and the net, in centavos. */
function computeNetSalary(
  { inssEmployee, irrfMonthly }: Engine,
  { salary, dependents }: NetSalaryInput,
): NetSalaryResult {
  const inss = inssEmployee({ salary });
  const irrf = irrfMonthly({ grossIncome: salary, inss: inss.contribution, dependents });
  const net = (Math.round(salary * 100) - Math.round(inss.contribution * 100) - Math.round(irrf.tax * 100)) / 100;
  return { salary, inss, irrf, net };
}

export function NetSalaryCalculator({ initial }: { initial: Fields<NetSalaryField> }) {
  const t = useTranslations("calculators.netSalary");
  const message = useMessage();
  const calc = usePublicCalculator(initial, parseNetSalary, computeNetSalary);
  return (
    <CalculatorCard
      slug="salario-liquido"
      continueHref={calculatorHref("salario-liquido", toQuery(calc.values))}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <NetSalaryResultView result={calc.result} /> : null}
    >
      <FormField label={t("fields.salary")} required error={message(calc.errors.salary)}>
        <MoneyInput {...calc.field("salary")} />
      </FormField>
      <FormField label={t("fields.dependents")} error={message(calc.errors.dependents)}>
        <Input inputMode="numeric" autoComplete="off" {...calc.field("dependents")} />
      </FormField>
    </CalculatorCard>
  );
}

function NetSalaryResultView({ result }: { result: NetSalaryResult }) {
  const t = useTranslations("calculators.netSalary");
  return (
    <div className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 className="text-muted-foreground text-sm font-medium">{t("netLabel")}</h2>
        <p className="text-3xl font-bold tabular-nums" data-testid="net-salary">
          {formatBrl(result.net)}
        </p>
      </div>
      <Figures
        items={[
          { label: t("gross"), value: formatBrl(result.salary) },
          { label: t("inss"), value: formatBrl(result.inss.contribution), testId: "net-salary-inss" },
          { label: t("irrf"), value: formatBrl(result.irrf.tax), testId: "net-salary-irrf" },
        ]}
      />
      <CalculationSteps steps={result.inss.steps} title={t("inssSteps")} open />
      <CalculationSteps steps={result.irrf.steps} title={t("irrfSteps")} open />
    </div>
  );
}
