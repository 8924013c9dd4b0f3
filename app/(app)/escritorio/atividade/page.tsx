import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { clientNames, EVENTS_PAGE_SIZE, listEvents, listMembers } from "@/lib/office/queries";
import { describeActor, describeEvent } from "@/components/office/event-text";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.activity"))("title") };
}

type Props = { searchParams: Promise<{ antes?: string }> };

/** What was done in the office, by whom and when (socios): the record the triggers keep. */
export default async function OfficeActivityPage({ searchParams }: Props) {
  const { user, office } = await requireOfficePage("/escritorio/atividade", ["socio"]);
  const { antes } = await searchParams;
  const before = antes && /^\d{1,18}$/.test(antes) ? Number(antes) : undefined;
  const { events, members, names } = await withRls(user.claims, async (tx) => {
    const events = await listEvents(tx, office.id, before);
    const ids = events
      .map((e) => (e.target?.startsWith("company:") ? e.target.slice(8) : null))
      .filter((id): id is string => id !== null);
    return { events, members: await listMembers(tx), names: await clientNames(tx, office.id, [...new Set(ids)]) };
  });
  const t = await getTranslations("office.activity");
  const translate = {
    events: await getTranslations("office.activity.events"),
    roles: await getTranslations("office.roles"),
  };
  const people = new Map(members.map((m) => [m.userId, m.name || m.email || ""]));
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {events.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">{t("empty")}</p>
      ) : (
        <Table scrollLabel={t("tableLabel")} data-testid="activity-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t("when")}</TableHead>
              <TableHead>{t("who")}</TableHead>
              <TableHead>{t("what")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(e.at)}</TableCell>
                <TableCell>{describeActor(e, people, t)}</TableCell>
                <TableCell>{describeEvent(e, { people, names }, translate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {events.length === EVENTS_PAGE_SIZE ? (
        <TextLink href={`/escritorio/atividade?antes=${events[events.length - 1].id}`} className="text-sm">
          {t("older")}
        </TextLink>
      ) : null}
    </div>
  );
}
