import { z } from "zod";
import { USER_TYPES } from "@/lib/db/enums";

/**
 * Client-safe schemas of the back office: the URL filters of the admin lists (bad values fall back to "no
 * filter", so a hand-edited URL never breaks a page) and the inputs of the admin actions.
 */

/** Lists show 50 rows a page (docs/decisions.md, S3). */
export const ADMIN_PAGE_SIZE = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validIsoDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const page = z.coerce.number().int().min(1).max(100_000).catch(1);
const search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));
const isoDate = z.string().refine(validIsoDate).optional().catch(undefined);
/** A plan slug (subscription_plans.slug) or cancelled/expired; whether that plan exists is the server's check. */
const subscriptionStatus = z.string().regex(/^[a-z0-9_-]{1,60}$/, "adminOps.users.errors.planUnavailable");
const optionalOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

export const userFiltersSchema = z.object({
  q: search,
  type: optionalOf(USER_TYPES),
  plan: subscriptionStatus.optional().catch(undefined),
  page,
});
export type UserFilters = z.output<typeof userFiltersSchema>;

/** The statuses the payments filter offers; any other stored status is still listed without a filter. */
export const PAYMENT_FILTER_STATUSES = [
  "PENDING",
  "CONFIRMED",
  "RECEIVED",
  "RECEIVED_IN_CASH",
  "OVERDUE",
  "REFUNDED",
] as const;

export const paymentFiltersSchema = z.object({
  q: search,
  status: optionalOf(PAYMENT_FILTER_STATUSES),
  from: isoDate,
  to: isoDate,
  page,
});
export type PaymentFilters = z.output<typeof paymentFiltersSchema>;

export const auditFiltersSchema = z.object({
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.]{1,80}$/)
    .optional()
    .catch(undefined),
  actor: search,
  from: isoDate,
  to: isoDate,
  page,
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** URLSearchParams-like record (a page's `searchParams`) → plain strings, first value of repeated keys. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

export const userIdSchema = z.uuid();

export const editUserSchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(120, "adminOps.users.errors.nameTooLong"),
  userType: z.enum(USER_TYPES, { error: "validation.required" }),
  subscriptionStatus,
});
export type EditUserInput = z.input<typeof editUserSchema>;

export const paymentIdSchema = z.uuid();

/**
 * The status changes an admin may record by hand, as Asaas documents them for a charge: a charge paid outside
 * the provider is confirmed as received in cash (from PENDING or OVERDUE), that confirmation can be undone, and a
 * paid charge can be refunded. Everything else (CONFIRMED, RECEIVED, OVERDUE...) only the provider decides.
 */
export const ADMIN_PAYMENT_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  PENDING: ["RECEIVED_IN_CASH"],
  OVERDUE: ["RECEIVED_IN_CASH"],
  RECEIVED_IN_CASH: ["PENDING", "REFUNDED"],
  CONFIRMED: ["REFUNDED"],
  RECEIVED: ["REFUNDED"],
};

export function allowedPaymentTransitions(from: string): readonly string[] {
  return ADMIN_PAYMENT_TRANSITIONS[from] ?? [];
}

export const changePaymentStatusSchema = z.object({
  status: z.enum(["PENDING", "RECEIVED_IN_CASH", "REFUNDED"], { error: "adminOps.payments.errors.invalid" }),
  reason: z
    .string()
    .trim()
    .min(5, "adminOps.payments.errors.reasonTooShort")
    .max(500, "adminOps.payments.errors.reasonTooLong"),
});
export type ChangePaymentStatusInput = z.input<typeof changePaymentStatusSchema>;
