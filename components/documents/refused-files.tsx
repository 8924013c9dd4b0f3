"use client";

import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { RefusedFile } from "@/lib/documents/plan";

const KNOWN = new Set([
  "encrypted",
  "malformed",
  "too_many_pages",
  "no_text",
  "timeout",
  "too_complex",
  "not_pdf",
  "empty",
  "too_large",
  "too_many_files",
  "zip_too_many",
  "zip_bomb",
  "zip_malformed",
  "zip_encrypted",
  "zip_nested",
  "not_simples",
  "missing_label",
  "totals_activity",
  "totals_revenue",
  "totals_company",
  "totals_triple",
  "totals_das",
]);

/** The files of an upload that were not taken, each with its reason in plain Portuguese. */
export function RefusedFiles({ refused }: { refused: RefusedFile[] }) {
  const t = useTranslations("documents");
  if (refused.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="refused-files">
      <AlertTitle>{t("refusedTitle")}</AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {refused.map((r, i) => (
            <li key={`${r.file}-${i}`}>
              <span className="font-medium break-all">{r.file}</span>:{" "}
              {KNOWN.has(r.reason)
                ? t(`refusals.${r.reason}` as "refusals.not_pdf", { detail: r.detail ?? "" })
                : t("refusals.malformed")}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
