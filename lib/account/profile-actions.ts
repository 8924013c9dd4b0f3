"use server";

import { revalidatePath } from "next/cache";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { withRls } from "@/lib/db/rls";
import { updateOwnProfile } from "./profile";
import { passwordRefusal, REAUTH_FAILURES } from "./reauthenticate";
import { emailChangeSchema, profileFormSchema } from "./profile-schema";

export const updateProfileAction = userAction(
  { schema: profileFormSchema, invalid: "profile.errors.invalid" },
  async ({ input, ctx }) => {
    if (!(await withRls(ctx.claims, (tx) => updateOwnProfile(tx, ctx.claims.sub, input))))
      return fail("not_found", "profile.errors.invalid");
    // The app shell and the dashboard greet by name.
    revalidatePath("/", "layout");
    return ok(undefined);
  },
);

export const requestEmailChangeAction = userAction(
  {
    schema: emailChangeSchema,
    invalid: "validation.emailInvalid",
    rateLimit: [
      { name: "email-change", limit: 5, windowMs: 60 * 60 * 1000, key: (_, ctx) => ctx.profile.id },
      REAUTH_FAILURES,
    ],
  },
  async ({ input, ctx }) => {
    if (input.email === ctx.profile.email.toLowerCase())
      return fail("invalid_input", "profile.errors.sameEmail", { email: "profile.errors.sameEmail" });
    // Moving the account to another address hands it to whoever reads that inbox: the password first.
    const refused = await passwordRefusal(ctx, input.currentPassword);
    if (refused) return refused;
    const auth = getAuth();
    const result = await auth.requestEmailChange(await requestCookieJar(), ctx.profile.id, input.email);
    if (!result.ok)
      return fail(result.code === "rateLimited" ? "rate_limited" : "unavailable", `auth.errors.${result.code}`);
    // Supabase Auth's secure e-mail change also mails the current address, and both links must be used.
    return ok({ email: input.email, bothAddresses: auth.kind === "supabase" });
  },
);
