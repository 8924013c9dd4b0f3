import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { InviteMemberForm } from "@/components/office/invite-member-form";
import { MemberAccessForm } from "@/components/office/member-access-form";
import { LeaveOfficeButton, RemoveMemberButton, RevokeInvitationButton } from "@/components/office/team-buttons";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { listMembers, listOpenInvitations } from "@/lib/office/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.team"))("title") };
}

async function TeamPage() {
  const { user, office } = await requireOfficePage("/escritorio/equipe");
  const t = await getTranslations("office");
  const socio = office.role === "socio";
  const { members, invitations } = await withRls(user.claims, async (tx) => ({
    members: await listMembers(tx),
    invitations: socio ? await listOpenInvitations(tx, office.id) : [],
  }));
  const me = members.find((m) => m.userId === user.claims.sub);
  const memberInvites = invitations.filter((i) => i.kind === "member");

  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t("team.title")} subtitle={t("team.subtitle")} />
      {socio && office.active ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("team.inviteTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("team.inviteHelp")}</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteMemberForm />
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="members-title" className="grid gap-3">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("team.membersTitle", { count: members.length })}
        </h2>
        <ul className="grid gap-3" aria-labelledby="members-title">
          {members.map((m) => (
            <li key={m.userId}>
              <Card
                className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
                data-testid="member-row"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium break-words">{m.name || m.email || t("team.noName")}</h3>
                    <Badge variant="outline">{t(`roles.${m.role}`)}</Badge>
                    {m.isOwner ? <Badge variant="secondary">{t("team.owner")}</Badge> : null}
                    {m.role === "analista" && m.allClients ? (
                      <Badge variant="secondary">{t("team.allClients")}</Badge>
                    ) : null}
                  </div>
                  <p className="text-muted-foreground text-sm break-all">
                    {m.email ? `${m.email} · ` : ""}
                    {t("team.since", { date: formatDate(m.since) })}
                  </p>
                </div>
                {socio && !m.isOwner && m.userId !== user.claims.sub ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <MemberAccessForm userId={m.userId} name={m.name} role={m.role} allClients={m.allClients} />
                    <RemoveMemberButton userId={m.userId} name={m.name} />
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {socio ? (
        <section aria-labelledby="invites-title" className="grid gap-3">
          <h2 id="invites-title" className="text-lg font-semibold">
            {t("team.invitesTitle")}
          </h2>
          {memberInvites.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("team.noInvites")}</p>
          ) : (
            <ul className="grid gap-2" aria-labelledby="invites-title">
              {memberInvites.map((i) => (
                <li
                  key={i.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                  data-testid="invite-row"
                >
                  <span className="text-sm break-all">
                    {i.email} · {t(`roles.${i.role ?? "analista"}`)} ·{" "}
                    {t("team.expires", { date: formatDate(i.expiresAt) })}
                  </span>
                  <RevokeInvitationButton id={i.id} email={i.email} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {me && !me.isOwner ? (
        <div>
          <LeaveOfficeButton officeName={office.name} />
        </div>
      ) : null}
    </div>
  );
}

export default withClientMessages("(app)/escritorio/equipe/page", TeamPage);
