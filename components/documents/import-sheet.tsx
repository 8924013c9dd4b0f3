"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useActionCall } from "@/components/forms/use-action-call";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCnpj } from "@/lib/br/cnpj";
import { importCompaniesSheetAction } from "@/lib/documents/sheet-actions";
import { canFillFromCnpj, fillFromCnpj, type CnpjFill } from "@/lib/documents/sheet/fill";
import { rowErrors, type SheetRowValues } from "@/lib/documents/sheet/schema";
import { formatPa } from "./format";
import { SheetCnpjLookup } from "./sheet-cnpj-lookup";

type Line = {
  line: number;
  values: SheetRowValues;
  errors: Record<string, string>;
  /** What the last "Consultar CNPJ" of the line gave. */
  lookup?: "filled" | "unavailable";
};
type Field = Exclude<keyof SheetRowValues, "receitas"> | `receitas.${number}`;

/** Companies from a spreadsheet: read it (nothing written), correct or remove the lines with errors, import once. */
export function ImportSheet({ limits }: { limits: { mb: number; rows: number } }) {
  const t = useTranslations();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [months, setMonths] = useState<string[]>([]);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ created: number; updated: number; skipped: string[] } | null>(null);
  const importing = useActionCall({
    action: importCompaniesSheetAction,
    onSuccess: (data) => setDone(data),
    onFailure: (text) => setError(text),
  });

  async function read() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append("file", file, file.name);
      const response = await fetch("/api/documents/sheet", { method: "POST", body });
      const json = await response.json().catch(() => null);
      if (json?.ok === false && json.reason)
        throw new Error(t(`documents.sheet.refusals.${json.reason}` as "documents.sheet.refusals.sheet_months"));
      if (!response.ok || !json?.ok) throw new Error(json?.detail ?? t("documents.errors.network"));
      setMonths(json.months);
      setLines(json.rows);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t("documents.errors.network"));
    } finally {
      setBusy(false);
    }
  }

  function edit(index: number, field: Field, value: string) {
    setLines((current) =>
      (current ?? []).map((l, i) => {
        if (i !== index) return l;
        const values = { ...l.values, receitas: [...l.values.receitas] };
        if (field.startsWith("receitas.")) values.receitas[Number(field.split(".")[1])] = value;
        else values[field as Exclude<Field, `receitas.${number}`>] = value;
        return { ...l, values, errors: rowErrors(values) };
      }),
    );
  }

  function looked(index: number, data: CnpjFill | null) {
    setLines((current) =>
      (current ?? []).map((l, i) => {
        if (i !== index) return l;
        if (!data) return { ...l, lookup: "unavailable" };
        const values = fillFromCnpj(l.values, data);
        return { ...l, values, errors: rowErrors(values), lookup: "filled" };
      }),
    );
  }

  function confirm() {
    if (!lines) return;
    setError(null);
    importing.run({ months, rows: lines.map((l) => l.values) });
  }

  if (done) {
    return (
      <div className="grid gap-3" data-testid="sheet-result">
        <p>{t("documents.sheet.done", { created: done.created, updated: done.updated })}</p>
        {done.skipped.length > 0 && (
          <p className="text-destructive">{t("documents.sheet.skipped", { count: done.skipped.length })}</p>
        )}
        <Link href="/companies" className="underline">
          {t("documents.company.back")}
        </Link>
      </div>
    );
  }

  const bad = lines?.filter((l) => Object.keys(l.errors).length > 0).length ?? 0;
  const label = (field: Field) =>
    field.startsWith("receitas.")
      ? t("documents.sheet.columns.receitas", { month: formatPa(months[Number(field.split(".")[1])] ?? "") })
      : t(`documents.sheet.columns.${field as "cnpj"}`);
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("documents.sheet.intro")}</p>
      <a href="/api/documents/sheet/template" className="text-sm underline" download>
        {t("documents.sheet.template")}
      </a>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("documents.sheet.fileLabel")}</Label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          className="file:bg-secondary file:text-secondary-foreground block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setLines(null);
            setError(null);
          }}
        />
        <p className="text-muted-foreground text-sm">{t("documents.sheet.limits", limits)}</p>
      </div>
      {!lines && (
        <div>
          <Button onClick={read} disabled={!file || busy}>
            {busy ? t("documents.sheet.reading") : t("documents.sheet.analyse")}
          </Button>
        </div>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {lines && (
        <div className="grid gap-3" data-testid="sheet-preview">
          <p role="status">{t("documents.sheet.summary", { total: lines.length, bad })}</p>
          <ul className="grid gap-2">
            {lines.map((l, index) => {
              const errors = Object.entries(l.errors);
              return (
                <li
                  key={l.line}
                  className="grid gap-2 rounded-md border p-3"
                  data-testid="sheet-line"
                  data-invalid={errors.length > 0 || undefined}
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium">{t("documents.sheet.line", { line: l.line })}</span>
                    <span className="break-words">{l.values.nome || "—"}</span>
                    <span className="text-muted-foreground">
                      {/^\d{14}$/.test(l.values.cnpj.replace(/\D/g, ""))
                        ? formatCnpj(l.values.cnpj.replace(/\D/g, ""))
                        : l.values.cnpj}
                    </span>
                    <Badge variant={errors.length > 0 ? "destructive" : "success"}>
                      {t(errors.length > 0 ? "documents.sheet.status.error" : "documents.sheet.status.ok")}
                    </Badge>
                    {canFillFromCnpj(l.errors) && (
                      <SheetCnpjLookup line={l.line} cnpj={l.values.cnpj} onResult={(data) => looked(index, data)} />
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setLines(lines.filter((_, i) => i !== index))}
                      aria-label={t("documents.sheet.remove", { line: l.line })}
                    >
                      {t("documents.sheet.remove", { line: l.line })}
                    </Button>
                  </div>
                  {l.lookup && (
                    <p role="status" className="text-muted-foreground text-sm">
                      {t(l.lookup === "filled" ? "documents.cnpj.filled" : "documents.cnpj.unavailable")}
                    </p>
                  )}
                  {errors.length > 0 && (
                    <div className="grid gap-2 sm:grid-cols-2">
                      {errors.map(([field, message]) => {
                        const inputId = `${id}-${l.line}-${field}`;
                        const value = field.startsWith("receitas.")
                          ? l.values.receitas[Number(field.split(".")[1])]
                          : l.values[field as Exclude<Field, `receitas.${number}`>];
                        return (
                          <div key={`${field}:${value}`} className="grid gap-1">
                            <Label htmlFor={inputId}>
                              {label(field as Field)} ({t("documents.sheet.line", { line: l.line })})
                            </Label>
                            <Input
                              id={inputId}
                              defaultValue={value}
                              aria-invalid="true"
                              aria-describedby={`${inputId}-error`}
                              onBlur={(e) => edit(index, field as Field, e.target.value)}
                            />
                            <p id={`${inputId}-error`} className="text-destructive text-sm">
                              {t(message as "validation.required")}
                            </p>
                          </div>
                        );
                      })}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={busy || importing.pending || bad > 0 || lines.length === 0}>
              {importing.pending
                ? t("documents.sheet.confirming")
                : t("documents.sheet.confirm", { count: lines.length })}
            </Button>
            <Button variant="outline" onClick={() => setLines(null)} disabled={busy || importing.pending}>
              {t("documents.sheet.cancel")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
