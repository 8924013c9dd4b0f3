"use server";

import { revalidatePath } from "next/cache";
import { fail, ok } from "@/lib/action-result";
import { publicAction, userAction } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { withAnon, withRls, type JwtClaims } from "@/lib/db/rls";
import { registrationsOpen } from "@/lib/settings/user-limit";
import { z } from "zod";
import { acceptInvitation, previewInvitation, type AcceptOutcome } from "./invitations";
import { invitationSignUpSchema, invitationTokenSchema } from "./schema";

// Accepting an invitation: signed in with the invited e-mail, or creating that account from the link itself (holding
// the link is holding the mailbox it was sent to, so no second confirmation e-mail is needed).

const GONE = "office.invite.gone";

const FAILURES = {
  invalid: fail("not_found", GONE),
  email_mismatch: fail("forbidden", "office.invite.otherAccount"),
  already_member: fail("conflict", "office.invite.alreadyMember"),
} as const;

async function accept(claims: JwtClaims, token: string) {
  const outcome: AcceptOutcome = await withRls(claims, (tx) => acceptInvitation(tx, token));
  if (outcome !== "accepted") return FAILURES[outcome];
  revalidatePath("/", "layout");
  return ok(null);
}

export const acceptInvitationAction = userAction(
  { args: [invitationTokenSchema], schema: z.object({}), notFound: GONE },
  async ({ args: [token], ctx }) => accept(ctx.claims, token),
);

export const signUpFromInvitationAction = publicAction(
  {
    args: [invitationTokenSchema],
    schema: invitationSignUpSchema,
    notFound: GONE,
    invalid: "auth.errors.signUpInvalid",
    rateLimit: [{ name: "signup-ip", limit: 20, key: (_, ctx) => ctx.ip }],
  },
  async ({ input, args: [token] }) => {
    const invitation = await withAnon((tx) => previewInvitation(tx, token));
    if (!invitation || invitation.status !== "open") return fail("not_found", GONE);
    if (!(await registrationsOpen())) return fail("forbidden", "adminSettings.userLimit.reached");
    const result = await getAuth().signUp(await requestCookieJar(), {
      email: invitation.email,
      password: input.password,
      metadata: { name: input.name, user_type: "subscriber", subscription: "trial" },
    });
    if (!result.ok) {
      return result.code === "emailInUse"
        ? fail("conflict", "office.invite.accountExists")
        : fail(result.code === "userLimitReached" ? "forbidden" : "invalid_input", `auth.errors.${result.code}`);
    }
    // Supabase Auth may ask for the e-mail to be confirmed first: the link works again once it is.
    if (!result.data.signedIn) return ok({ signedIn: false });
    const accepted = await accept({ sub: result.data.userId, role: "authenticated" }, token);
    return accepted.ok ? ok({ signedIn: true }) : accepted;
  },
);
