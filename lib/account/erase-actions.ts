"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { adminAction, userAction } from "@/lib/action-client";
import { eraseAccount, type EraseOutcome } from "./erase";
import { confirmsErasure, eraseAccountSchema } from "./erase-schema";
import { getAuth } from "@/lib/auth/adapter";
import { knownAddress } from "@/lib/auth/client-info";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { cancelAtConfiguredProvider } from "./cancel-at-provider";
import { passwordRefusal, REAUTH_FAILURES } from "./reauthenticate";

// "Excluir minha conta" (Configurações › Privacidade) and /admin/users/[id]/delete: the typed confirmation, then
// erase.ts with this instance's payment provider (cancel-at-provider.ts).

function erasureFailure(outcome: Exclude<EraseOutcome, { ok: true }>) {
  switch (outcome.code) {
    case "admin_account":
      return fail("forbidden", "accountDeletion.errors.adminAccount");
    case "already_erased":
      return fail("conflict", "accountDeletion.errors.alreadyErased");
    case "provider_failed":
      return fail("unavailable", "accountDeletion.errors.providerFailed");
    default:
      return fail("not_found");
  }
}

const wrongConfirmation = () =>
  fail("invalid_input", "accountDeletion.errors.confirmation", { confirmation: "accountDeletion.errors.confirmation" });

export const eraseOwnAccountAction = userAction(
  {
    schema: eraseAccountSchema,
    invalid: "accountDeletion.errors.confirmation",
    rateLimit: [{ name: "erase-self", limit: 10, key: (_, ctx) => ctx.claims.sub }, REAUTH_FAILURES],
  },
  async ({ input, ctx }) => {
    if (!confirmsErasure(input.confirmation, ctx.profile.email)) return wrongConfirmation();
    const refused = await passwordRefusal(ctx, input.currentPassword);
    if (refused) return refused;
    const outcome = await eraseAccount(await getDb(), {
      userId: ctx.claims.sub,
      actor: { id: ctx.claims.sub, kind: "self" },
      ip: knownAddress(ctx.ip),
      cancelAtProvider: cancelAtConfiguredProvider,
    });
    if (!outcome.ok) return erasureFailure(outcome);
    // The identity is gone already; this clears the browser's cookies.
    await getAuth().signOut(await requestCookieJar());
    return ok({ redirectTo: "/" });
  },
);

export const eraseUserAsAdminAction = adminAction(
  {
    args: [z.uuid()],
    schema: eraseAccountSchema,
    invalid: "accountDeletion.errors.confirmation",
    notFound: "accountDeletion.errors.alreadyErased",
    rateLimit: [REAUTH_FAILURES],
  },
  async ({ input, args: [userId], ctx }) => {
    const [target] = await runWithServiceRole(await getDb(), (tx) =>
      tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)),
    );
    if (!target) return fail("not_found");
    if (!confirmsErasure(input.confirmation, target.email)) return wrongConfirmation();
    // The administrator's own password: a session left open is not enough to erase a customer.
    const refused = await passwordRefusal(ctx, input.currentPassword);
    if (refused) return refused;
    const outcome = await eraseAccount(await getDb(), {
      userId,
      actor: { id: ctx.claims.sub, kind: "admin" },
      ip: knownAddress(ctx.ip),
      cancelAtProvider: cancelAtConfiguredProvider,
    });
    return outcome.ok ? ok({ redirectTo: "/admin/users" }) : erasureFailure(outcome);
  },
);
