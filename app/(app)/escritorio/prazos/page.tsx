import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate, todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { listDeadlines } from "@/lib/office/calendar";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.deadlines"))("title") };
}

/** Every client's reform windows and cancellation deadlines from today, in date order, and the same as a .ics file. */
export default async function DeadlinesPage() {
  const { user, office } = await requireOfficePage("/escritorio/prazos");
  const deadlines = await withRls(user.claims, (tx) => listDeadlines(tx, office.id, todayIso()));
  const t = await getTranslations("office.deadlines");
  return (
    <div className="grid max-w-4xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        <TextLink native href="/escritorio/prazos/calendario" className="text-sm font-medium" download>
          {t("ics")}
        </TextLink>
      </div>
      {deadlines.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">{t("empty")}</p>
      ) : (
        <Table scrollLabel={t("tableLabel")} data-testid="deadlines-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t("date")}</TableHead>
              <TableHead>{t("client")}</TableHead>
              <TableHead>{t("what")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {deadlines.map((d) => (
              <TableRow key={`${d.companyId}-${d.kind}-${d.date}`}>
                <TableCell className="whitespace-nowrap tabular-nums">{formatDate(d.date)}</TableCell>
                <TableCell>
                  <TextLink href={`/escritorio/clientes/${d.companyId}`}>{d.companyName}</TextLink>
                </TableCell>
                <TableCell>
                  {t(`kinds.${d.kind}`, { semester: (d.semester ?? "").replace("-", "/") })}
                  {d.decision ? <span className="text-muted-foreground"> · {t(`decision.${d.decision}`)}</span> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
