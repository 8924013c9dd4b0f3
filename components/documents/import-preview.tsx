"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCnpj } from "@/lib/br/cnpj";
import type { CompanyPlan, ImportPlan } from "@/lib/documents/plan";
import { brl, formatPa } from "./format";
import { DeclarationStatusBadge } from "./status-badge";
import { RefusedFiles } from "./refused-files";

function CompanyPreview({ company }: { company: CompanyPlan }) {
  const t = useTranslations("documents");
  return (
    <Card data-testid="preview-company">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <span className="break-words">{company.name}</span>
          <Badge variant={company.action === "criar" ? "default" : "outline"}>
            {t(company.action === "criar" ? "preview.newCompany" : "preview.existingCompany")}
          </Badge>
        </CardTitle>
        <p className="text-muted-foreground text-sm">{formatCnpj(company.cnpj)}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {company.declarations.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-medium">{t("preview.declarations")}</h3>
            <Table scrollLabel={t("preview.declarations")}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("preview.pa")}</TableHead>
                  <TableHead>{t("preview.kind")}</TableHead>
                  <TableHead className="text-right">{t("preview.declared")}</TableHead>
                  <TableHead>{t("preview.check")}</TableHead>
                  <TableHead>{t("preview.action")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {company.declarations.map((d) => (
                  <TableRow key={d.number}>
                    <TableCell>{formatPa(d.pa)}</TableCell>
                    <TableCell>{t(`kind.${d.kind}`)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">{brl(d.declaredTotal)}</TableCell>
                    <TableCell>
                      <DeclarationStatusBadge
                        status={d.reconciliation.status}
                        difference={d.reconciliation.difference}
                      />
                    </TableCell>
                    <TableCell className="text-sm">
                      {t(`action.${d.action}`)}
                      {d.action === "importar" && d.replaces ? ` · ${t("action.replaces")}` : ""}
                      {d.replaced ? ` · ${t("action.replaced")}` : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        )}
        {company.das.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-medium">{t("preview.das")}</h3>
            <ul className="grid gap-1 text-sm">
              {company.das.map((d) => (
                <li key={d.number}>
                  {formatPa(d.pa)} · {brl(d.total)} · {t("preview.number", { number: d.number })} ·{" "}
                  {t(`action.${d.action}`)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {company.months.length > 0 && (
          <section className="grid gap-2">
            <h3 className="font-medium">{t("preview.months")}</h3>
            {company.conflicts > 0 && (
              <p className="text-sm text-amber-800 dark:text-amber-300">
                {t("preview.conflicts", { count: company.conflicts })}
              </p>
            )}
            <Table scrollLabel={t("preview.months")}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("preview.month")}</TableHead>
                  <TableHead className="text-right">{t("preview.internal")}</TableHead>
                  <TableHead className="text-right">{t("preview.external")}</TableHead>
                  <TableHead className="text-right">{t("preview.payroll")}</TableHead>
                  <TableHead>{t("preview.action")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {company.months.map((m) => (
                  <TableRow
                    key={m.month}
                    data-conflict={m.action === "atualiza" || undefined}
                    className={m.action === "atualiza" ? "bg-amber-50 dark:bg-amber-950/40" : undefined}
                  >
                    <TableCell>{formatPa(m.month)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {brl(m.revenueInternal)}
                      {m.action === "atualiza" && m.existing && m.existing.revenueInternal !== m.revenueInternal && (
                        <span className="text-muted-foreground block text-xs">
                          {t("preview.stored", { value: brl(m.existing.revenueInternal) })}
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">{brl(m.revenueExternal)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {m.payroll === null ? "—" : brl(m.payroll)}
                    </TableCell>
                    <TableCell>{t(`monthAction.${m.action}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** The preview of an upload: each company with its declarations, DAS and months, then the files not taken and why. */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const t = useTranslations("documents");
  return (
    <div className="grid gap-4" data-testid="import-preview">
      <div>
        <h2 className="text-lg font-semibold">{t("preview.title")}</h2>
        <p className="text-muted-foreground text-sm">{t("preview.intro")}</p>
      </div>
      {plan.companies.length === 0 && <p>{t("preview.nothing")}</p>}
      {plan.companies.map((c) => (
        <CompanyPreview key={c.cnpj} company={c} />
      ))}
      <RefusedFiles refused={plan.refused} />
    </div>
  );
}
