"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction, userAction } from "@/lib/action-client";
import { fail, ok } from "@/lib/action-result";
import { withRls } from "@/lib/db/rls";
import { settingsEncryptionKey } from "@/lib/security/settings-cipher";
import { markCommissionPaid } from "./admin";
import { savePayoutKey } from "./payout";
import { pixKeySchema } from "./schema";

/** Backoffice: the affiliate's payout PIX key, stored encrypted; the answer carries only the masked key. */
export const savePayoutKeyAction = userAction(
  {
    schema: pixKeySchema,
    invalid: "affiliates.payout.errors.key",
    rateLimit: [{ name: "affiliate-pix-key", limit: 20, key: (_, ctx) => ctx.profile.id }],
  },
  async ({ input, ctx }) => {
    if (ctx.profile.userType !== "affiliate") return fail("forbidden", "affiliates.payout.errors.notAffiliate");
    const key = settingsEncryptionKey();
    if (!key) return fail("unavailable", "affiliates.payout.errors.noEncryptionKey");
    const saved = await withRls(ctx.claims, (tx) => savePayoutKey(tx, key, ctx.claims.sub, input));
    revalidatePath("/affiliate-backoffice");
    return ok({ masked: saved.masked, type: saved.type });
  },
);

/** /admin/affiliates: Pendente → Pago, audited with before and after. */
export const markCommissionPaidAction = adminAction(
  { schema: z.object({}), args: [z.uuid()], notFound: "adminAffiliates.errors.notFound" },
  async ({ args: [commissionId], ctx }) => {
    const outcome = await withRls(ctx.claims, (tx) =>
      markCommissionPaid(tx, { id: ctx.claims.sub, ip: ctx.ip }, commissionId),
    );
    if (outcome === "not_found") return fail("not_found", "adminAffiliates.errors.notFound");
    if (outcome === "already_paid") return fail("conflict", "adminAffiliates.errors.alreadyPaid");
    revalidatePath("/admin/affiliates");
    return ok(undefined);
  },
);
