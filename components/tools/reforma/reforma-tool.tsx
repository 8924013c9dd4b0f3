"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { TitledCard } from "@/components/common/titled-card";
import { useRevealResult } from "@/components/common/use-reveal-result";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import {
  PRICE_CONVENTIONS,
  REFORM_ANNEXES,
  REFORM_SUBLIMITE,
  REFORM_REDUCTIONS,
  REFORM_REGIMES,
  reformFormSchema,
  type ReformFormInput,
  type ReformFormValues,
} from "@/lib/tools/schemas/reforma";
import { ActivitySelect } from "../choice-selects";
import { MoneyInput } from "../money-input";
import { SavableResult } from "../save-simulation-button";
import { useToolCalculation } from "../use-tool-calculation";
import { formatIsoDate } from "@/lib/br/date";
import { ScenarioLabel } from "./grade-badge";
import { ReformaResult } from "./reforma-result";
import type { ReformSale } from "@/lib/tools/reform-sentence";
import { toolHref } from "@/lib/routes";
import { Form } from "@/components/forms/form";
import { CompanySelect } from "@/components/forms/company-select";

type Props = {
  defaultValues: ReformFormValues;
  companies: { id: string; name: string }[];
  /** The server's scenarios (getReferenceScenarios): the official rate first once published. */
  scenarios: ReferenceScenario[];
  /** The plan previews the tool: the result without 'Salvar', and the way to a plan that keeps it. */
  readOnly?: boolean;
  /** Computes the starting values at once (a calculation carried from the public calculator through sign-up). */
  autoRun?: boolean;
};

/**
 * /reforma-tributaria: a saved company (reloads the page pre-filled) or typed values, every assumption visible and
 * changeable, then the result below the form (full width: a year table and side-by-side scenarios need the room).
 */
export function ReformaTool({ defaultValues, companies, scenarios, readOnly = false, autoRun = false }: Props) {
  const t = useTranslations("tools.reforma");
  const message = useMessage();
  const router = useRouter();
  const form = useForm<ReformFormValues, unknown, ReformFormInput>({
    resolver: zodResolver(reformFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const [regime, revenue] = useWatch({ control: form.control, name: ["regime", "monthlyRevenue"] });
  // The title only: the answer card is brought into view, and a long description lay over it on a phone.
  const calc = useToolCalculation<"reforma_tributaria", ReformFormValues>("reforma_tributaria", () => ({
    title: t("done"),
  }));
  // The answer on the result's first screen: the result sits below a long form (and a carried calculation's too).
  const { region, ask } = useRevealResult(calc.outcome);
  const submit = form.handleSubmit(() => {
    ask();
    return calc.run(form.getValues());
  });
  const overSublimite = defaultValues.regime === "simples" && defaultValues.sublimite === "exceeded";
  const field = (name: keyof ReformFormValues) => message(errors[name]?.message as string | undefined);
  // Once, on arrival: the carried values are the page's input then.
  const ran = useRef(false);
  useEffect(() => {
    if (!autoRun || ran.current) return;
    ran.current = true;
    void submit();
  }, [autoRun, submit]);

  return (
    <div className="grid gap-6">
      <TitledCard title={t("formTitle")}>
        <Form onSubmit={submit} noValidate className="grid gap-6">
          {calc.failure ? <FormAlert title={t("failed")} message={calc.failure} /> : null}
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-sm font-semibold">{t("sections.company")}</legend>
            {companies.length > 0 ? (
              <FormField id="reforma-company" label={t("fields.company")}>
                <CompanySelect
                  value={defaultValues.companyId}
                  // 'Digitar os dados' says so in the address: a plain one opens on the only company.
                  onChange={(e) =>
                    router.push(toolHref("reforma_tributaria", { empresa: e.target.value || "digitar" }))
                  }
                  companies={companies}
                  none={t("fields.typedData")}
                />
              </FormField>
            ) : (
              <p className="text-muted-foreground text-sm">{t("noCompanies")}</p>
            )}
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <FormField id="reforma-regime" label={t("fields.regime")} error={field("regime")} required>
                <NativeSelect {...form.register("regime")}>
                  {REFORM_REGIMES.map((r) => (
                    <option key={r} value={r}>
                      {t(`regimes.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id="reforma-activity" label={t("fields.activity")} error={field("activity")} required>
                <ActivitySelect {...form.register("activity")} />
              </FormField>
              <FormField
                id="reforma-revenue"
                label={t("fields.monthlyRevenue")}
                description={t("fields.monthlyRevenueHelp")}
                error={field("monthlyRevenue")}
                required
              >
                <MoneyInput {...form.register("monthlyRevenue")} />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-sm font-semibold">{t("sections.assumptions")}</legend>
            <FormField
              id="reforma-scenario"
              label={t("fields.scenario")}
              description={t("fields.scenarioHelp")}
              error={field("scenarioId")}
            >
              <NativeSelect {...form.register("scenarioId")}>
                <option value="">{t("fields.scenarioDefault", { name: scenarios[0]?.name ?? "" })}</option>
                {scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} — {s.official ? t("scenario.official") : t("scenario.estimate")} ({formatIsoDate(s.date)})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <details className="rounded-md border p-3 text-sm">
              <summary className="cursor-pointer font-medium">{t("scenario.listTitle")}</summary>
              <ul className="mt-3 grid gap-3">
                {scenarios.map((s) => (
                  <li key={s.id}>
                    <ScenarioLabel scenario={s} />
                  </li>
                ))}
              </ul>
            </details>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <FormField
                id="reforma-crediting"
                label={t("fields.creditingBuyersPercent")}
                description={t("fields.creditingBuyersPercentHelp")}
                error={field("creditingBuyersPercent")}
                required
              >
                <Input inputMode="decimal" {...form.register("creditingBuyersPercent")} />
              </FormField>
              <FormField
                id="reforma-purchases-regular"
                label={t("fields.purchasesRegular")}
                description={t("fields.purchasesRegularHelp")}
                error={field("purchasesRegular")}
              >
                <MoneyInput {...form.register("purchasesRegular")} />
              </FormField>
              <FormField
                id="reforma-purchases-simples"
                label={t("fields.purchasesSimples")}
                description={t("fields.purchasesSimplesHelp")}
                error={field("purchasesSimples")}
              >
                <MoneyInput {...form.register("purchasesSimples")} />
              </FormField>
              <FormField id="reforma-reduction" label={t("fields.reduction")} error={field("reduction")}>
                <NativeSelect {...form.register("reduction")}>
                  {REFORM_REDUCTIONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`reductions.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id="reforma-price" label={t("fields.priceConvention")} error={field("priceConvention")}>
                <NativeSelect {...form.register("priceConvention")}>
                  {PRICE_CONVENTIONS.map((c) => (
                    <option key={c} value={c}>
                      {t(`conventions.${c}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </fieldset>

          <details
            className="rounded-md border p-3"
            // A company over its state's sublimite pays ICMS/ISS outside the DAS: the setting and those rates are shown.
            open={Boolean(
              overSublimite ||
              errors.rbt12 ||
              errors.icmsPercent ||
              errors.issPercent ||
              errors.purchasesIcmsIssPercent ||
              errors.purchasesReduction,
            )}
          >
            <summary className="cursor-pointer text-sm font-semibold">{t("sections.advanced")}</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {regime === "simples" ? (
                <>
                  <FormField id="reforma-annex" label={t("fields.annex")} error={field("annex")}>
                    <NativeSelect {...form.register("annex")}>
                      {REFORM_ANNEXES.map((a) => (
                        <option key={a} value={a}>
                          {a === "" ? t("fields.annexDefault") : t("fields.annexOption", { annex: a })}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <FormField
                    id="reforma-rbt12"
                    label={t("fields.rbt12")}
                    description={t("fields.rbt12Help")}
                    error={field("rbt12")}
                  >
                    <MoneyInput {...form.register("rbt12")} />
                  </FormField>
                  <FormField
                    id="reforma-sublimite"
                    label={t("fields.sublimite")}
                    description={t("fields.sublimiteHelp")}
                    error={field("sublimite")}
                  >
                    <NativeSelect {...form.register("sublimite")}>
                      {REFORM_SUBLIMITE.map((s) => (
                        <option key={s} value={s}>
                          {t(`fields.sublimiteOptions.${s}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                </>
              ) : null}
              <FormField
                id="reforma-icms"
                label={t("fields.icmsPercent")}
                description={t("fields.icmsPercentHelp")}
                error={field("icmsPercent")}
              >
                <Input inputMode="decimal" placeholder="18" {...form.register("icmsPercent")} />
              </FormField>
              <FormField
                id="reforma-iss"
                label={t("fields.issPercent")}
                description={t("fields.issPercentHelp")}
                error={field("issPercent")}
              >
                <Input inputMode="decimal" placeholder="5" {...form.register("issPercent")} />
              </FormField>
              <FormField
                id="reforma-purchases-local"
                label={t("fields.purchasesIcmsIssPercent")}
                description={t("fields.purchasesIcmsIssPercentHelp")}
                error={field("purchasesIcmsIssPercent")}
              >
                <Input inputMode="decimal" {...form.register("purchasesIcmsIssPercent")} />
              </FormField>
              <FormField
                id="reforma-purchases-reduction"
                label={t("fields.purchasesReduction")}
                description={t("fields.purchasesReductionHelp")}
                error={field("purchasesReduction")}
              >
                <NativeSelect {...form.register("purchasesReduction")}>
                  {REFORM_REDUCTIONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`reductions.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </details>

          <Button type="submit" disabled={calc.pending || revenue.trim() === ""} className="justify-self-start">
            {calc.pending ? t("calculating") : t("submit")}
          </Button>
        </Form>
      </TitledCard>
      <div ref={region} aria-live="polite" className="grid min-w-0 scroll-mt-4 gap-4">
        {calc.outcome && readOnly ? (
          <>
            <ReformaResult result={calc.outcome.result} sale={saleOf(calc.outcome.values)} />
            <PreviewNote />
          </>
        ) : calc.outcome ? (
          <SavableResult tool="reforma_tributaria" values={calc.outcome.values}>
            <ReformaResult result={calc.outcome.result} sale={saleOf(calc.outcome.values)} />
          </SavableResult>
        ) : (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">
            {t("resultPlaceholder")}
          </p>
        )}
      </div>
    </div>
  );
}

/** Where 'Salvar' would be on a plan that previews the tool: what the plan lacks and the way to it. */
function PreviewNote() {
  const t = useTranslations("tools.reforma.preview");
  return (
    <div className="bg-accent/40 grid gap-2 rounded-md border p-4 text-sm" data-testid="reform-preview-note">
      <p>{t("text")}</p>
      <div>
        <Button asChild size="sm">
          <Link href="/subscription">{t("cta")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The sales a result was computed on, read from the form values it was computed with. */
function saleOf(values: ReformFormValues): ReformSale | undefined {
  const parsed = reformFormSchema.safeParse(values);
  if (!parsed.success) return undefined;
  const { monthlyRevenue, creditingBuyersPercent } = parsed.data.engine;
  return { monthlyRevenue, creditingBuyersPercent };
}
