"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import type { ToolKey, ToolResult } from "@/lib/tools/catalogue";
import { SavableResult } from "./save-simulation-button";
import { ToolLayout } from "./tool-layout";
import type { useToolCalculation } from "./use-tool-calculation";
import { Form } from "@/components/forms/form";

type Props<K extends ToolKey, V> = {
  tool: K;
  /** The tool's message namespace, with formTitle, failed, submit and calculating (e.g. "tools.labor"). */
  namespace: string;
  calc: ReturnType<typeof useToolCalculation<K, V>>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** False while a required field is still empty. */
  ready: boolean;
  /** The form's fields. */
  children: React.ReactNode;
  /** The result view, shown with 'Salvar simulação' once a calculation succeeded. */
  result: (result: ToolResult<K>) => React.ReactNode;
};

/** A calculator page's form and result: failure alert, fields, submit, then the savable result beside it. */
export function CalculatorForm<K extends ToolKey, V>({
  tool,
  namespace,
  calc,
  onSubmit,
  ready,
  children,
  result,
}: Props<K, V>) {
  const t = useTranslations(namespace as never) as (key: string) => string;
  return (
    <ToolLayout
      formTitle={t("formTitle")}
      form={
        <Form onSubmit={onSubmit} noValidate className="grid gap-4">
          {calc.failure ? <FormAlert title={t("failed")} message={calc.failure} /> : null}
          {children}
          <Button type="submit" disabled={calc.pending || !ready}>
            {calc.pending ? t("calculating") : t("submit")}
          </Button>
        </Form>
      }
      result={
        calc.outcome ? (
          <SavableResult tool={tool} values={calc.outcome.values}>
            {result(calc.outcome.result)}
          </SavableResult>
        ) : null
      }
    />
  );
}
