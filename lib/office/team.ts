import "server-only";
import { sql } from "drizzle-orm";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import type { ProfileDto } from "@/lib/auth/profile";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import type { OfficeRole } from "@/lib/db/enums";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/email/send";
import { officeInvitationEmail } from "@/lib/email/templates";
import { getCompanyInOffice } from "@/lib/companies/queries";
import { redactError } from "@/lib/security/redact";
import { createInvitation } from "./invitations";
import { getOffice } from "./queries";
import type { StaffMembership } from "./access";

// The invitation's business: store it in the socio's own transaction, then e-mail the link. The e-mail is sent after
// the row commits, so a link never points at an invitation that was rolled back; if sending fails, the socio is told
// and "Reenviar" makes a new link (the old one is revoked then).

const ROLE_NAMES: Record<OfficeRole, string> = { socio: "sócio", analista: "analista", leitura: "leitura" };

type Invite =
  { kind: "member"; email: string; role: OfficeRole } | { kind: "client"; email: string; companyId: string };

export async function inviteToOffice(
  claims: JwtClaims,
  profile: ProfileDto,
  office: StaffMembership,
  invite: Invite,
): Promise<ActionResult<{ email: string }>> {
  const prepared = await withRls(claims, async (tx) => {
    const row = await getOffice(tx, office.id);
    if (!row) return null;
    let companyName: string | null = null;
    if (invite.kind === "client") {
      const company = await getCompanyInOffice(tx, office.id, invite.companyId);
      if (!company) return null;
      companyName = company.name;
    }
    const token = await createInvitation(tx, {
      officeId: office.id,
      invitedBy: claims.sub,
      email: invite.email,
      kind: invite.kind,
      role: invite.kind === "member" ? invite.role : undefined,
      companyId: invite.kind === "client" ? invite.companyId : undefined,
    });
    return { token, officeName: row.name, companyName };
  });
  if (!prepared) return fail("not_found", "office.errors.clientNotFound");
  try {
    await sendEmail(
      officeInvitationEmail(invite.email, {
        officeName: prepared.officeName,
        inviterName: profile.name || profile.email,
        role: invite.kind === "member" ? ROLE_NAMES[invite.role] : null,
        companyName: prepared.companyName,
        link: `${env().APP_URL}/convite/${prepared.token}`,
      }),
    );
  } catch (error) {
    console.error("[office] invitation e-mail not sent", redactError(error));
    return fail("provider_failed", "office.errors.emailFailed");
  }
  return ok({ email: invite.email });
}

/** Records what is not a row change (an export, a batch asked for) in the member's own name (public.office_log). */
export async function logOfficeEvent(
  claims: JwtClaims,
  action: string,
  target: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await withRls(claims, (tx) =>
    tx.execute(sql`select public.office_log(${action}, ${target}, ${JSON.stringify(details)}::jsonb)`),
  );
}
