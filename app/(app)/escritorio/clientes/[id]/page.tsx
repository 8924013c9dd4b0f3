import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import {
  AssignmentForm,
  DeleteClientButton,
  InviteClientForm,
  RemoveClientLoginButton,
} from "@/components/office/client-access";
import { ClientFacts } from "@/components/office/client-facts";
import { OfficeClientDialog } from "@/components/office/office-client-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCnpj } from "@/lib/br/cnpj";
import { companyToFormValues } from "@/lib/companies/form-values";
import { getCompanyInOffice } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { analystOf } from "@/lib/office/clients";
import { listClientLogins, listMembers, listOpenInvitations } from "@/lib/office/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.client"))("title") };
}

type Props = { params: Promise<{ id: string }> };

async function OfficeClientPage({ params }: Props) {
  const { id: raw } = await params;
  const id = z.uuid().safeParse(raw);
  if (!id.success) notFound();
  const { user, office } = await requireOfficePage(`/escritorio/clientes/${id.data}`);
  const socio = office.role === "socio";
  // Not the office's, or not this member's to see: the same 404 as an id that does not exist.
  const data = await withRls(user.claims, async (tx) => {
    const company = await getCompanyInOffice(tx, office.id, id.data);
    if (!company) return null;
    return {
      company,
      analystId: await analystOf(tx, office.id, company.id),
      members: await listMembers(tx),
      logins: socio ? (await listClientLogins(tx)).filter((l) => l.companyId === company.id) : [],
      invites: socio ? (await listOpenInvitations(tx, office.id)).filter((i) => i.companyId === company.id) : [],
      canEdit: office.active && (socio || office.role === "analista"),
    };
  });
  if (!data) notFound();
  const t = await getTranslations("office.client");
  const { company } = data;
  const analysts = data.members.filter((m) => m.role === "analista").map((m) => ({ userId: m.userId, name: m.name }));
  const analystName = data.members.find((m) => m.userId === data.analystId)?.name ?? null;

  return (
    <div className="grid max-w-4xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title={company.name}
          subtitle={[
            company.cnpj ? formatCnpj(company.cnpj) : t("noCnpj"),
            analystName ? t("analystIs", { name: analystName }) : t("noAnalyst"),
          ].join(" · ")}
        />
        <div className="flex items-center gap-2">
          {data.canEdit ? (
            <OfficeClientDialog client={{ id: company.id, name: company.name, values: companyToFormValues(company) }} />
          ) : null}
          {socio ? <DeleteClientButton id={company.id} name={company.name} /> : null}
        </div>
      </div>
      <ClientFacts company={company} />
      {socio ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("accessTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("accessHelp")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {office.active ? (
              <AssignmentForm companyId={company.id} analystId={data.analystId} analysts={analysts} />
            ) : null}
            <div className="grid gap-3">
              <h3 className="font-medium">{t("loginsTitle")}</h3>
              {data.logins.length === 0 && data.invites.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t("noLogins")}</p>
              ) : (
                <ul className="grid gap-2">
                  {data.logins.map((l) => (
                    <li
                      key={l.userId}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                    >
                      <span className="text-sm break-all">
                        {l.name} · {l.email}
                      </span>
                      <RemoveClientLoginButton companyId={company.id} userId={l.userId} name={l.name} />
                    </li>
                  ))}
                  {data.invites.map((i) => (
                    <li key={i.id} className="rounded-md border border-dashed p-3 text-sm break-all">
                      {t("invitePending", { email: i.email })}
                    </li>
                  ))}
                </ul>
              )}
              {office.active ? <InviteClientForm companyId={company.id} /> : null}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export default withClientMessages("(app)/escritorio/clientes/[id]/page", OfficeClientPage);
