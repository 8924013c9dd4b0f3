import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { withClientMessages } from "@/components/i18n/client-messages";
import { AcceptInvitationButton, InvitationSignUpForm } from "@/components/office/invitation-answer";
import { SignOutButton } from "@/components/app-shell/sign-out-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/session";
import { withAnon } from "@/lib/db/rls";
import { maskEmail, previewInvitation } from "@/lib/office/invitations";
import { invitationTokenSchema } from "@/lib/office/schema";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.invite"))("title"), robots: { index: false } };
}

type Props = { params: Promise<{ token: string }> };

/**
 * The invitation's link. The token is the only key: an unknown, used, revoked or expired one reads the same "no longer
 * valid" (nothing to tell apart for someone guessing). Who holds it sees the office, the purpose and the address,
 * masked; signed in with that address they accept, otherwise they create that account here or sign in to it.
 */
async function InvitationPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const t = await getTranslations("office.invite");
  const tRoles = await getTranslations("office.roles");
  const valid = invitationTokenSchema.safeParse(token);
  const invitation = valid.success ? await withAnon((tx) => previewInvitation(tx, valid.data)) : null;
  if (!invitation || invitation.status !== "open") {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold">{t("goneTitle")}</h1>
          </CardTitle>
          <CardDescription>{t("gone")}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const user = await getCurrentUser();
  const next = invitation.kind === "client" ? "/minha-empresa" : "/escritorio";
  const purpose =
    invitation.kind === "client"
      ? t("clientPurpose", { company: invitation.companyName ?? "" })
      : t("memberPurpose", { role: tRoles(invitation.role ?? "analista") });
  const path = `/convite/${token}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("heading", { office: invitation.officeName })}</h1>
        </CardTitle>
        <CardDescription>
          {purpose} {t("forEmail", { email: maskEmail(invitation.email) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user && user.profile.email.toLowerCase() === invitation.email ? (
          <AcceptInvitationButton token={token} next={next} />
        ) : user ? (
          <>
            <p className="text-sm">{t("signedInAsOther", { email: user.profile.email })}</p>
            <SignOutButton />
          </>
        ) : (
          <>
            <InvitationSignUpForm token={token} next={next} />
            <p className="text-muted-foreground text-sm">
              {t("haveAccount")} <TextLink href={`/login?next=${encodeURIComponent(path)}`}>{t("signIn")}</TextLink>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default withClientMessages("(auth)/convite/[token]/page", InvitationPage);
