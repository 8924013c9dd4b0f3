"use server";

import { ok } from "@/lib/action-result";
import { adminAction } from "@/lib/action-client";
import { editUser } from "./edit-user";
import { auditIp } from "./guard";
import { changePaymentStatus } from "./payment-status";
import { changePaymentStatusSchema, editUserSchema, paymentIdSchema, userIdSchema } from "./schema";

/** /admin/users/[id]: name, user type and plan status, audited with before/after. */
export const editUserAction = adminAction(
  {
    args: [userIdSchema],
    schema: editUserSchema,
    notFound: "adminOps.users.errors.notFound",
    invalid: "adminOps.users.errors.invalid",
  },
  async ({ input, args: [userId], ctx }) =>
    ok(await editUser({ actorId: ctx.claims.sub, userId, input, ip: auditIp(ctx.ip) })),
);

/** /admin/payments: a documented status change with its reason, audited. */
export const changePaymentStatusAction = adminAction(
  {
    args: [paymentIdSchema],
    schema: changePaymentStatusSchema,
    notFound: "adminOps.payments.errors.notFound",
    invalid: "adminOps.payments.errors.invalid",
  },
  async ({ input, args: [paymentId], ctx }) =>
    ok(
      await changePaymentStatus({
        actorId: ctx.claims.sub,
        paymentId,
        status: input.status,
        reason: input.reason,
        ip: auditIp(ctx.ip),
      }),
    ),
);
