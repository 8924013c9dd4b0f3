"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { ConfirmResult } from "@/lib/documents/import";
import type { ImportPlan } from "@/lib/documents/plan";
import { ImportPreview } from "./import-preview";
import { RefusedFiles } from "./refused-files";

export type UploadLimitsView = { files: number; fileMb: number; pages: number; zipEntries: number; totalMb: number };

type State =
  | { phase: "idle" | "reading" }
  | { phase: "preview" | "importing"; plan: ImportPlan; notice?: string }
  | { phase: "done"; result: Extract<ConfirmResult, { ok: true }> };

/**
 * Documents in: choose PDFs or ZIPs, see the preview (nothing written), then confirm once. The confirmation sends the
 * same files again with the preview's fingerprint: the server reads them again and writes only what was shown.
 */
export function ImportDocuments({ limits }: { limits: UploadLimitsView }) {
  const t = useTranslations("documents");
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [keepFiles, setKeepFiles] = useState(false);
  const [state, setState] = useState<State>({ phase: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const totalBytes = files.reduce((s, f) => s + f.size, 0);
  const tooBig = totalBytes > limits.totalMb * 1024 * 1024;

  async function post(url: string, extra: Record<string, string>) {
    const body = new FormData();
    for (const file of files) body.append("files", file, file.name);
    for (const [k, v] of Object.entries(extra)) body.append(k, v);
    const response = await fetch(url, { method: "POST", body });
    const json = await response.json().catch(() => null);
    return { response, json };
  }

  async function analyse() {
    setError(null);
    setNotice(null);
    setState({ phase: "reading" });
    try {
      const { response, json } = await post("/api/documents/preview", {});
      if (!response.ok) throw new Error(json?.detail ?? t("errors.network"));
      setState({ phase: "preview", plan: json.plan as ImportPlan });
    } catch (e) {
      setState({ phase: "idle" });
      setError(e instanceof Error && e.message ? e.message : t("errors.network"));
    }
  }

  async function confirm(plan: ImportPlan) {
    setError(null);
    setState({ phase: "importing", plan });
    try {
      const { response, json } = await post("/api/documents/import", {
        fingerprint: plan.fingerprint,
        keepFiles: String(keepFiles),
      });
      const result = json as ConfirmResult | null;
      if (response.status === 409 && result && !result.ok) {
        setState({ phase: "preview", plan: result.plan, notice: t("result.stale") });
        return;
      }
      if (!response.ok || !result?.ok)
        throw new Error((json as { detail?: string } | null)?.detail ?? t("errors.network"));
      setState({ phase: "done", result });
    } catch (e) {
      setState({ phase: "preview", plan });
      setError(e instanceof Error && e.message ? e.message : t("errors.network"));
    }
  }

  function reset(message: string | null) {
    setFiles([]);
    setState({ phase: "idle" });
    setNotice(message);
    setError(null);
  }

  if (state.phase === "done") {
    return (
      <div className="grid gap-4" data-testid="import-result">
        <h2 className="text-lg font-semibold">{t("result.title")}</h2>
        <ul className="grid gap-3">
          {state.result.companies.map((c) => (
            <li key={c.cnpj} className="rounded-md border p-3">
              <p className="font-medium break-words">{c.name}</p>
              {c.ok ? (
                <p className="text-sm">
                  {t(c.created ? "result.created" : "result.updated")} ·{" "}
                  {t("result.summary", { declarations: c.declarations, das: c.das, months: c.months })}{" "}
                  <Link className="underline" href={`/companies/${c.companyId}`}>
                    {t("result.open")}
                  </Link>
                </p>
              ) : (
                <p className="text-destructive text-sm">{t("result.companyLimit")}</p>
              )}
            </li>
          ))}
        </ul>
        <RefusedFiles refused={state.result.refused} />
        <div>
          <Button variant="outline" onClick={() => reset(null)}>
            {t("result.again")}
          </Button>
        </div>
      </div>
    );
  }

  const busy = state.phase === "reading" || state.phase === "importing";
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t("filesLabel")}</Label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="application/pdf,.pdf,application/zip,.zip"
          disabled={busy}
          className="file:bg-secondary file:text-secondary-foreground block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2"
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []).slice(0, limits.files));
            setState({ phase: "idle" });
            setError(null);
          }}
        />
        <p className="text-muted-foreground text-sm">{t("limits", limits)}</p>
        <p className="text-muted-foreground text-sm">{t("privacy")}</p>
        {files.length > 0 && <p className="text-sm">{t("selected", { count: files.length })}</p>}
        {tooBig && <p className="text-destructive text-sm">{t("tooBigForUpload", { totalMb: limits.totalMb })}</p>}
      </div>
      {state.phase === "idle" || state.phase === "reading" ? (
        <div>
          <Button onClick={analyse} disabled={files.length === 0 || tooBig || busy}>
            {state.phase === "reading" ? t("analysing") : t("analyse")}
          </Button>
        </div>
      ) : null}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {notice && (
        <Alert role="status">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      )}
      {(state.phase === "preview" || state.phase === "importing") && (
        <>
          {state.notice && (
            <Alert variant="warning" role="status">
              <AlertTitle>{state.notice}</AlertTitle>
            </Alert>
          )}
          <ImportPreview plan={state.plan} />
          {state.plan.companies.length > 0 && (
            <div className="grid gap-3">
              <div className="flex items-start gap-2">
                <Checkbox
                  id={`${inputId}-keep`}
                  checked={keepFiles}
                  onCheckedChange={(v) => setKeepFiles(v === true)}
                />
                <Label htmlFor={`${inputId}-keep`} className="leading-snug font-normal">
                  {t("keepFiles")}
                </Label>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => confirm(state.plan)} disabled={busy}>
                  {state.phase === "importing" ? t("confirming") : t("confirm")}
                </Button>
                <Button variant="outline" onClick={() => reset(t("cancelled"))} disabled={busy}>
                  {t("cancel")}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
