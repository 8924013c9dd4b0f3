"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { NativeSelect } from "@/components/forms/native-select";
import { UFS } from "@/lib/companies/schema";
import { BUSINESS_ACTIVITIES } from "@/lib/tax/jobs/company";

type SelectProps = React.ComponentProps<"select">;

/** The engine's business activities (they decide the Simples annex, the presumption rates and MEI). */
export function ActivitySelect(props: SelectProps) {
  const t = useTranslations("tools.activities");
  return (
    <NativeSelect {...props}>
      {BUSINESS_ACTIVITIES.map((a) => (
        <option key={a} value={a}>
          {t(a)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The 27 federative units (ICMS and ISS depend on them). */
export function StateSelect(props: SelectProps) {
  return (
    <NativeSelect {...props}>
      {UFS.map((uf) => (
        <option key={uf} value={uf}>
          {uf}
        </option>
      ))}
    </NativeSelect>
  );
}
