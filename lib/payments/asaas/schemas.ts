import { z } from "zod";
import type { PixQrCode, ProviderPayment, ProviderSubscription } from "../provider";

// Lenient response schemas (Asaas adds fields at any time, and null relational keys may be
// omitted): loose objects, and every field we do not strictly need is optional().nullable().

const text = z.string().optional().nullable();
const money = z.coerce.number().optional().nullable();

export const customerSchema = z.looseObject({
  id: z.string().min(1),
  cpfCnpj: text,
  deleted: z.boolean().optional().nullable(),
});

const paymentSchema = z.looseObject({
  id: z.string().min(1),
  customer: z.string().min(1),
  subscription: text,
  status: z.string().min(1),
  value: z.coerce.number(),
  netValue: money,
  billingType: z.string().min(1),
  dueDate: z.string().min(1),
  paymentDate: text,
  invoiceUrl: text,
  bankSlipUrl: text,
  externalReference: text,
  description: text,
  deleted: z.boolean().optional().nullable(),
});

const subscriptionSchema = z.looseObject({
  id: z.string().min(1),
  customer: z.string().min(1),
  status: z.string().min(1),
  value: z.coerce.number(),
  nextDueDate: z.string().min(1),
  cycle: z.string().min(1),
  externalReference: text,
  deleted: z.boolean().optional().nullable(),
});

const pixQrCodeSchema = z.looseObject({
  encodedImage: z.string().min(1),
  payload: z.string().min(1),
  expirationDate: text,
});

export const deletedSchema = z.looseObject({ deleted: z.boolean().optional().nullable(), id: text });

/** The list envelope {object:"list", hasMore, totalCount, limit, offset, data}. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({ hasMore: z.boolean().optional().nullable(), data: z.array(item) });

/** The error body {errors:[{code, description}]}. */
export const errorBodySchema = z.looseObject({
  errors: z.array(z.looseObject({ code: text, description: text })).min(1),
});

function toProviderPayment(p: z.infer<typeof paymentSchema>): ProviderPayment {
  return {
    id: p.id,
    subscriptionId: p.subscription ?? null,
    customerId: p.customer,
    status: p.status,
    value: p.value,
    netValue: p.netValue ?? null,
    billingType: p.billingType,
    dueDate: p.dueDate,
    paymentDate: p.paymentDate ?? null,
    invoiceUrl: p.invoiceUrl ?? null,
    bankSlipUrl: p.bankSlipUrl ?? null,
    externalReference: p.externalReference ?? null,
    description: p.description ?? null,
    deleted: p.deleted ?? false,
  };
}

function toProviderSubscription(s: z.infer<typeof subscriptionSchema>): ProviderSubscription {
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    value: s.value,
    nextDueDate: s.nextDueDate,
    cycle: s.cycle,
    externalReference: s.externalReference ?? null,
    deleted: s.deleted ?? false,
  };
}

function toPixQrCode(q: z.infer<typeof pixQrCodeSchema>): PixQrCode {
  return { encodedImage: q.encodedImage, payload: q.payload, expirationDate: q.expirationDate ?? null };
}

/** Response schemas that parse straight into our provider types. */
export const providerPaymentSchema = paymentSchema.transform(toProviderPayment);
export const providerSubscriptionSchema = subscriptionSchema.transform(toProviderSubscription);
export const providerPixQrCodeSchema = pixQrCodeSchema.transform(toPixQrCode);
