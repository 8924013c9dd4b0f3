"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, CalculatorIcon, RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/common/titled-card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { formatBrl } from "@/lib/br/money";
import {
  FISCAL_STEP1_FIELDS,
  fiscalFormSchema,
  type FiscalFormValues,
  type FiscalInput,
} from "@/lib/tools/schemas/fiscal";
import { SaveSimulationButton } from "../save-simulation-button";
import { useToolCalculation } from "../use-tool-calculation";
import { FiscalResults } from "./fiscal-results";
import { FiscalStepCompany } from "./fiscal-step-company";
import { FiscalStepCosts } from "./fiscal-step-costs";
import { Form } from "@/components/forms/form";

type Props = { defaultValues: FiscalFormValues; companies: { id: string; name: string }[] };

/** The wizard's three steps: company data, processing (costs + 'Iniciar Cálculo'), results. */
export function FiscalWizard({ defaultValues, companies }: Props) {
  const t = useTranslations("tools.fiscal");
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const { run, reset, pending, failure, outcome } = useToolCalculation<"fiscal", FiscalFormValues>(
    "fiscal",
    (result) => ({
      title: t("done"),
      description: result.savings > 0 ? t("doneSavings", { value: formatBrl(result.savings) }) : undefined,
    }),
    () => setStep(3),
  );
  const form = useForm<FiscalFormValues, unknown, FiscalInput>({
    resolver: zodResolver(fiscalFormSchema),
    defaultValues,
  });

  const [activity, mode, annual, months] = useWatch({
    control: form.control,
    name: ["activity", "revenueMode", "annualRevenue", "monthlyRevenues"],
  });
  const revenueFilled = mode === "annual" ? annual.trim() !== "" : months.every((m) => m.trim() !== "");
  const canAdvance = Boolean(activity) && revenueFilled;

  const next = async () => {
    if (await form.trigger([...FISCAL_STEP1_FIELDS])) setStep(2);
  };

  const calculate = form.handleSubmit(() => run(form.getValues()));

  const restart = () => {
    reset();
    setStep(1);
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="outline">{t("stepOf", { n: step })}</Badge>
          <span className="text-muted-foreground text-sm">{t(`steps.${step}`)}</span>
        </div>
        <Progress value={step * 33.33} aria-label={t("progress")} />
      </div>
      {step === 3 && outcome ? (
        <>
          <FiscalResults result={outcome.result} />
          <div className="flex flex-wrap gap-3">
            <SaveSimulationButton tool="fiscal" values={outcome.values} />
            <Button type="button" variant="outline" onClick={restart}>
              <RotateCcwIcon aria-hidden="true" />
              {t("newSimulation")}
            </Button>
          </div>
        </>
      ) : (
        <TitledCard title={t(`steps.${step}`)}>
          <Form onSubmit={calculate} noValidate className="grid gap-6">
            {failure ? <FormAlert title={t("calcFailed")} message={failure} /> : null}
            <div hidden={step !== 1}>
              <FiscalStepCompany form={form} companies={companies} />
            </div>
            {/* Drawn once it is reached (the form keeps its values meanwhile): the server renders step 1 only. */}
            {step === 2 ? <FiscalStepCosts form={form} /> : null}
            <div className="flex flex-wrap justify-between gap-3">
              {step === 1 ? (
                <Button asChild variant="ghost">
                  <Link href="/dashboard">
                    <ArrowLeftIcon aria-hidden="true" />
                    {t("back")}
                  </Link>
                </Button>
              ) : (
                <Button type="button" variant="ghost" onClick={() => setStep(1)}>
                  <ArrowLeftIcon aria-hidden="true" />
                  {t("back")}
                </Button>
              )}
              {step === 1 ? (
                <Button key="next" type="button" onClick={next} disabled={!canAdvance}>
                  {t("next")}
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <Button key="start" type="submit" disabled={pending}>
                  {pending ? <Spinner label={t("calculating")} /> : <CalculatorIcon aria-hidden="true" />}
                  {pending ? t("calculating") : t("start")}
                </Button>
              )}
            </div>
          </Form>
        </TitledCard>
      )}
    </div>
  );
}
