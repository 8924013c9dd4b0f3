"use client";

import { Building2Icon, CalendarRangeIcon, FileTextIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatDate } from "@/lib/br/date";
import type { SimulationType } from "@/lib/db/enums";
import {
  generateCompanyReportAction,
  generatePeriodReportAction,
  generateSimulationReportAction,
} from "@/lib/reports/actions";
import { companyReportSchema, periodReportSchema, simulationReportSchema } from "@/lib/reports/schema";
import { watchReport } from "./watched-reports";
import { toolHref } from "@/lib/routes";
import { Form } from "@/components/forms/form";
import { TextLink } from "@/components/ui/text-link";
import { CompanySelect } from "@/components/forms/company-select";

export type SimulationOption = { id: string; title: string; type: SimulationType; createdAt: string };
export type CompanyOption = { id: string; name: string };

/** After 'Gerar PDF': the toast, and the refreshed history with the new row 'Processando'. */
function useGenerated() {
  const t = useTranslations("reports.toast");
  const router = useRouter();
  return ({ id }: { id: string }) => {
    watchReport(id);
    toast.success(t("generating"), { description: t("generatingDetail") });
    router.refresh();
  };
}

function GenerateCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof FileTextIcon;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4" aria-hidden="true" />
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The options every generate form shares: toast + refresh on success, the failure inline and as a toast. */
function useGenerateOptions() {
  const t = useTranslations("reports");
  const onSuccess = useGenerated();
  return { errorTitle: t("errors.generateFailed"), fallbackMessage: t("errors.generateFailed"), onSuccess };
}

function Submit({ pending }: { pending: boolean }) {
  const t = useTranslations("reports.generate");
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? t("submitting") : t("submit")}
    </Button>
  );
}

export function SimulationReportForm({ simulations }: { simulations: SimulationOption[] }) {
  const t = useTranslations("reports");
  const types = useTranslations("simulations.types");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: simulationReportSchema,
    defaultValues: { simulationId: simulations[0]?.id ?? "" },
    action: generateSimulationReportAction,
    ...useGenerateOptions(),
  });
  return (
    <GenerateCard icon={FileTextIcon} title={t("types.simulation")} description={t("generate.simulation.description")}>
      {simulations.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {t("generate.simulation.empty")}{" "}
          <TextLink href={toolHref("fiscal")} className="underline">
            {t("generate.simulation.emptyAction")}
          </TextLink>
        </p>
      ) : (
        <Form onSubmit={submit} noValidate className="grid gap-3" aria-label={t("types.simulation")}>
          {failure ? <FormAlert title={t("errors.generateFailed")} message={failure} /> : null}
          <FormField
            id="report-simulation"
            label={t("generate.simulation.field")}
            error={fieldError("simulationId")}
            required
          >
            <NativeSelect {...form.register("simulationId")}>
              {simulations.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.title} · ${types(s.type)} · ${formatDate(s.createdAt)}`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Submit pending={pending} />
        </Form>
      )}
    </GenerateCard>
  );
}

export function CompanyReportForm({ companies }: { companies: CompanyOption[] }) {
  const t = useTranslations("reports");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: companyReportSchema,
    defaultValues: { companyId: companies[0]?.id ?? "" },
    action: generateCompanyReportAction,
    ...useGenerateOptions(),
  });
  return (
    <GenerateCard icon={Building2Icon} title={t("types.company")} description={t("generate.company.description")}>
      {companies.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {t("generate.company.empty")}{" "}
          <TextLink href="/companies" className="underline">
            {t("generate.company.emptyAction")}
          </TextLink>
        </p>
      ) : (
        <Form onSubmit={submit} noValidate className="grid gap-3" aria-label={t("types.company")}>
          {failure ? <FormAlert title={t("errors.generateFailed")} message={failure} /> : null}
          <FormField id="report-company" label={t("generate.company.field")} error={fieldError("companyId")} required>
            <CompanySelect {...form.register("companyId")} companies={companies} />
          </FormField>
          <Submit pending={pending} />
        </Form>
      )}
    </GenerateCard>
  );
}

/** `defaultPeriod`: the current month in Brasília, computed on the server so the form never depends on the device's clock. */
export function PeriodReportForm({ defaultPeriod }: { defaultPeriod: { start: string; end: string } }) {
  const t = useTranslations("reports");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: periodReportSchema,
    defaultValues: defaultPeriod,
    action: generatePeriodReportAction,
    ...useGenerateOptions(),
  });
  return (
    <GenerateCard icon={CalendarRangeIcon} title={t("types.period")} description={t("generate.period.description")}>
      <Form onSubmit={submit} noValidate className="grid gap-3" aria-label={t("types.period")}>
        {failure ? <FormAlert title={t("errors.generateFailed")} message={failure} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="report-start" label={t("generate.period.start")} error={fieldError("start")} required>
            <Input type="date" {...form.register("start")} />
          </FormField>
          <FormField id="report-end" label={t("generate.period.end")} error={fieldError("end")} required>
            <Input type="date" {...form.register("end")} />
          </FormField>
        </div>
        <Submit pending={pending} />
      </Form>
    </GenerateCard>
  );
}
