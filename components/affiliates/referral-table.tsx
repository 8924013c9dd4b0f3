import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReferralRow } from "@/lib/affiliates/queries";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";

/** The affiliate's referrals: first name and initial, plan, Ativo/Cancelado, join date, commission, Pago/Pendente. */
export async function ReferralTable({ rows }: { rows: ReferralRow[] }) {
  const t = await getTranslations("affiliates.list");
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{t("empty")}</p>;
  const status = (r: ReferralRow) => (
    <Badge variant={r.status === "ativo" ? "default" : "secondary"}>{t(r.status)}</Badge>
  );
  const paid = (r: ReferralRow) =>
    r.commissionStatus ? (
      <Badge variant={r.commissionStatus === "pago" ? "default" : "outline"}>{t(r.commissionStatus)}</Badge>
    ) : (
      <span className="text-muted-foreground text-sm">{t("noCommission")}</span>
    );
  return (
    <>
      {/* Narrow screens: one card per referral, so nothing scrolls sideways. */}
      <ul className="grid gap-3 sm:hidden" aria-label={t("title")}>
        {rows.map((r) => (
          <li key={r.id} data-testid="referral-item" className="grid gap-1 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{r.name ?? t("noName")}</span>
              {status(r)}
            </div>
            <span className="text-muted-foreground">
              {r.plan} · {t("joined")} {formatDate(r.joinedAt)}
            </span>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="tabular-nums">
                {t("commission")}: {formatBrl(r.commission)}
              </span>
              {paid(r)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableCaption className="sr-only">{t("title")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("name")}</TableHead>
              <TableHead>{t("plan")}</TableHead>
              <TableHead>{t("status")}</TableHead>
              <TableHead>{t("joined")}</TableHead>
              <TableHead className="text-right">{t("commission")}</TableHead>
              <TableHead>{t("commissionStatus")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="referral-row">
                <TableCell className="font-medium">{r.name ?? t("noName")}</TableCell>
                <TableCell>{r.plan}</TableCell>
                <TableCell>{status(r)}</TableCell>
                <TableCell>{formatDate(r.joinedAt)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatBrl(r.commission)}</TableCell>
                <TableCell>{paid(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
