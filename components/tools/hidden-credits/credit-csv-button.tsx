"use client";

import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toCsv } from "@/lib/br/csv";
import type { HiddenCreditResult } from "@/lib/tax";
import { creditCsvRows } from "./credit-table-rows";

/** 'Baixar CSV': the month-by-month table for the accountant (UTF-8 BOM, ';', CRLF, formula guard). */
export function CreditCsvButton({ result }: { result: HiddenCreditResult }) {
  const t = useTranslations("hiddenCredits");
  const download = () => {
    const blob = new Blob([toCsv(creditCsvRows(result, (key) => t(`columns.${key}`)))], {
      type: "text/csv;charset=utf-8",
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `creditos-${result.type}-${result.asOf}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button type="button" variant="outline" onClick={download} data-testid="credit-csv">
      <DownloadIcon aria-hidden="true" />
      {t("csv")}
    </Button>
  );
}
