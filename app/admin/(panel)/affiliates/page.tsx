import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { MarkCommissionPaidButton } from "@/components/admin/mark-commission-paid-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listAffiliateCommissions, searchAffiliates } from "@/lib/affiliates/admin";
import { getPayoutKey } from "@/lib/affiliates/payout";
import { affiliateSearchSchema } from "@/lib/affiliates/schema";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { formatPercentPoints } from "@/lib/br/number";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAffiliates");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /admin/affiliates: search by name, e-mail or code; one affiliate's commissions; mark a commission paid. */
async function AdminAffiliatesPage({ searchParams }: { searchParams: SearchParams }) {
  const { claims } = await requireAdmin();
  const t = await getTranslations("adminAffiliates");
  const params = await searchParams;
  const query = affiliateSearchSchema.parse(typeof params.q === "string" ? params.q : "");
  const selectedId = z.uuid().safeParse(params.affiliate).data ?? null;

  // Sequential: the queries share one transaction (one connection).
  const { affiliates, commissions, payout } = await withRls(claims, async (tx) => {
    const affiliates = await searchAffiliates(tx, query);
    const commissions = selectedId ? await listAffiliateCommissions(tx, selectedId) : [];
    const payout = selectedId ? await getPayoutKey(tx, selectedId) : null;
    return { affiliates, commissions, payout };
  });
  const selected = affiliates.find((a) => a.id === selectedId) ?? null;
  const hrefFor = (id: string) =>
    `/admin/affiliates?${new URLSearchParams({ ...(query ? { q: query } : {}), affiliate: id })}#comissoes`;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="affiliate-search">{t("search")}</Label>
          <Input
            id="affiliate-search"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("searchPlaceholder")}
            maxLength={120}
          />
        </div>
        <Button type="submit">{t("submit")}</Button>
      </form>
      {affiliates.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{t("title")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("name")}</TableHead>
              <TableHead>{t("code")}</TableHead>
              <TableHead className="text-right">{t("referrals")}</TableHead>
              <TableHead className="text-right">{t("active")}</TableHead>
              <TableHead className="text-right">{t("pending")}</TableHead>
              <TableHead className="text-right">{t("paid")}</TableHead>
              <TableHead>{t("joined")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("view")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {affiliates.map((a) => (
              <TableRow key={a.id} data-testid="admin-affiliate-row">
                <TableCell>
                  <span className="font-medium">{a.name}</span>
                  <span className="text-muted-foreground block text-xs break-all">{a.email}</span>
                </TableCell>
                <TableCell className="font-mono text-xs">{a.code}</TableCell>
                <TableCell className="text-right tabular-nums">{a.referrals}</TableCell>
                <TableCell className="text-right tabular-nums">{a.activeReferrals}</TableCell>
                <TableCell className="text-right tabular-nums">{formatBrl(a.pendingCommission)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatBrl(a.paidCommission)}</TableCell>
                <TableCell>{formatDate(a.joinedAt)}</TableCell>
                <TableCell>
                  <TextLink
                    href={hrefFor(a.id)}
                    className="text-sm whitespace-nowrap"
                    aria-current={a.id === selectedId ? "true" : undefined}
                  >
                    {t("view")}
                    <span className="sr-only"> — {a.name}</span>
                  </TextLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {selected ? (
        <Card id="comissoes" aria-labelledby="commissions-title" role="region">
          <CardHeader>
            <h2 id="commissions-title" className="text-lg leading-none font-semibold">
              {t("commissionsOf", { name: selected.name })}
            </h2>
            <p className="text-muted-foreground text-sm">
              {payout ? t("pixKey", { masked: payout.masked }) : t("noPixKey")}
            </p>
          </CardHeader>
          <CardContent>
            {commissions.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noCommissions")}</p>
            ) : (
              <Table>
                <TableCaption className="sr-only">{t("commissionsOf", { name: selected.name })}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("referred")}</TableHead>
                    <TableHead className="text-right">{t("payment")}</TableHead>
                    <TableHead className="text-right">{t("amount")}</TableHead>
                    <TableHead>{t("status")}</TableHead>
                    <TableHead>{t("paidAt")}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t("markPaid")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {commissions.map((c) => (
                    <TableRow key={c.id} data-testid="admin-commission-row">
                      <TableCell className="font-medium">{c.referredName}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatBrl(c.paymentValue)}
                        {c.paymentDate ? (
                          <span className="text-muted-foreground block text-xs">{formatDate(c.paymentDate)}</span>
                        ) : null}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatBrl(c.amount)}{" "}
                        <span className="text-muted-foreground text-xs">
                          ({formatPercentPoints(c.rate, { max: 3 })})
                        </span>
                      </TableCell>
                      <TableCell>
                        <Badge variant={c.status === "pago" ? "default" : "outline"}>{t(`statuses.${c.status}`)}</Badge>
                      </TableCell>
                      <TableCell>{c.paidAt ? formatDate(c.paidAt) : "—"}</TableCell>
                      <TableCell className="text-right">
                        {c.status === "pendente" ? (
                          <MarkCommissionPaidButton
                            id={c.id}
                            button={t("markPaid")}
                            label={`${t("markPaid")}: ${c.referredName}, ${formatBrl(c.amount)}`}
                            texts={{
                              title: t("confirmTitle"),
                              description: t("confirmBody", { amount: formatBrl(c.amount) }),
                              cancel: t("cancel"),
                              confirm: t("confirm"),
                              done: t("marked"),
                              failed: t("failed"),
                            }}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default withClientMessages("admin/(panel)/affiliates/page", AdminAffiliatesPage);
