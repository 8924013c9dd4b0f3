import { onlyDigits } from "@/lib/br/cpf";
import type {
  BillingCustomer,
  CreateSubscriptionInput,
  PaymentProvider,
  PixQrCode,
  ProviderPayment,
  ProviderSubscription,
} from "../provider";
import { PaymentProviderError } from "../provider";
import { AsaasClient, type AsaasClientConfig } from "./client";
import {
  customerSchema,
  deletedSchema,
  listOf,
  providerPaymentSchema,
  providerPixQrCodeSchema,
  providerSubscriptionSchema,
} from "./schemas";

export { ASAAS_BASE_URLS, type AsaasClientConfig, type AsaasEnvironment } from "./client";

const customerList = listOf(customerSchema);
/** A refund the provider accepted: done, or still on its way (PIX refunds pass through REFUND_IN_PROGRESS). */
const REFUND_STATUSES: readonly string[] = ["REFUNDED", "REFUND_REQUESTED", "REFUND_IN_PROGRESS"];
const paymentList = listOf(providerPaymentSchema);
const subscriptionList = listOf(providerSubscriptionSchema);

/** Mobile numbers (DDD + 9 + 8 digits) go in Asaas' mobilePhone, landlines in phone. */
function phoneFields(phone: string | undefined): { phone?: string; mobilePhone?: string } {
  const digits = onlyDigits(phone ?? "");
  if (!digits) return {};
  return digits.length === 11 ? { mobilePhone: digits } : { phone: digits };
}

/** The first charge of a subscription: the earliest due date among its live payments. */
function firstOf(payments: ProviderPayment[]): ProviderPayment | null {
  const live = payments.filter((p) => !p.deleted);
  return live.sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
}

/**
 * The Asaas v3 adapter: customers reused per account (externalReference = our user id), monthly PIX subscriptions created
 * at most once per externalReference, PIX QR codes and cancellation. Server-only by use (it carries the
 * API key); it imports nothing from Next so scripts and tests can run it.
 */
export function createAsaasProvider(config: AsaasClientConfig): PaymentProvider {
  const client = new AsaasClient(config);

  async function findCustomerByExternalReference(externalReference: string): Promise<{ id: string } | null> {
    const list = await client.call({
      method: "GET",
      path: "/customers",
      query: { externalReference, limit: 10 },
      schema: customerList,
    });
    const found = list.data.find((c) => !c.deleted);
    return found ? { id: found.id } : null;
  }

  async function findSubscriptionsByExternalReference(externalReference: string): Promise<ProviderSubscription[]> {
    const list = await client.call({
      method: "GET",
      path: "/subscriptions",
      query: { externalReference, limit: 100 },
      schema: subscriptionList,
    });
    return list.data;
  }

  /** A live subscription already created for this externalReference, if any. */
  async function existingSubscription(externalReference: string): Promise<ProviderSubscription | null> {
    const found = await findSubscriptionsByExternalReference(externalReference);
    return found.find((s) => !s.deleted && s.status !== "EXPIRED") ?? null;
  }

  const paymentPath = (id: string, action: string) => `/payments/${encodeURIComponent(id)}/${action}`;

  /**
   * A payment-changing POST. Asaas has no idempotency header, so before a retry the payment is re-read: when the
   * first attempt already moved it (`done`), that answer is the result instead of a second POST.
   */
  function changePayment(
    id: string,
    action: string,
    body: Record<string, unknown>,
    done: (status: string) => boolean,
  ): Promise<ProviderPayment> {
    return client.call(
      { method: "POST", path: paymentPath(id, action), body, schema: providerPaymentSchema },
      async () => {
        const current = await client.find({
          method: "GET",
          path: `/payments/${encodeURIComponent(id)}`,
          schema: providerPaymentSchema,
        });
        return current && done(current.status) ? current : null;
      },
    );
  }

  async function listSubscriptionPayments(subscriptionId: string): Promise<ProviderPayment[]> {
    const list = await client.call({
      method: "GET",
      path: `/subscriptions/${encodeURIComponent(subscriptionId)}/payments`,
      query: { limit: 100 },
      schema: paymentList,
    });
    return list.data;
  }

  return {
    kind: "asaas",

    async findOrCreateCustomer(customer: BillingCustomer) {
      const cpfCnpj = customer.cpfCnpj.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
      const existing = await findCustomerByExternalReference(customer.externalReference);
      if (existing) return existing;
      const created = await client.call(
        {
          method: "POST",
          path: "/customers",
          body: {
            name: customer.name,
            email: customer.email,
            cpfCnpj,
            ...phoneFields(customer.phone),
            externalReference: customer.externalReference,
          },
          schema: customerSchema,
        },
        // Asaas allows duplicate customers: after a failed attempt, reuse one that got created.
        () => findCustomerByExternalReference(customer.externalReference),
      );
      return { id: created.id };
    },

    async createSubscription(input: CreateSubscriptionInput) {
      // Asaas has no idempotency header: the externalReference lookup, before the first attempt and
      // before every retry, is what keeps a timeout or a 5xx from charging the customer twice.
      const subscription =
        (await existingSubscription(input.externalReference)) ??
        (await client.call(
          {
            method: "POST",
            path: "/subscriptions",
            body: {
              customer: input.customerId,
              billingType: "PIX",
              cycle: "MONTHLY",
              value: input.value,
              nextDueDate: input.nextDueDate,
              description: input.description,
              externalReference: input.externalReference,
            },
            schema: providerSubscriptionSchema,
          },
          () => existingSubscription(input.externalReference),
        ));
      const firstPayment = firstOf(await listSubscriptionPayments(subscription.id));
      if (!firstPayment) {
        throw new PaymentProviderError("unavailable", `subscription ${subscription.id} has no payment yet`);
      }
      return { subscription, firstPayment };
    },

    async getSubscription(id: string) {
      return client.find({
        method: "GET",
        path: `/subscriptions/${encodeURIComponent(id)}`,
        schema: providerSubscriptionSchema,
      });
    },

    findSubscriptionsByExternalReference,
    listSubscriptionPayments,

    async getPayment(id: string) {
      return client.find({ method: "GET", path: `/payments/${encodeURIComponent(id)}`, schema: providerPaymentSchema });
    },

    async getPixQrCode(paymentId: string): Promise<PixQrCode> {
      return client.call({
        method: "GET",
        path: `/payments/${encodeURIComponent(paymentId)}/pixQrCode`,
        schema: providerPixQrCodeSchema,
      });
    },

    async cancelSubscription(id: string) {
      // Already gone counts as cancelled: cancelling converges.
      await client.find({ method: "DELETE", path: `/subscriptions/${encodeURIComponent(id)}`, schema: deletedSchema });
    },

    receiveInCash(paymentId, { paymentDate, value }) {
      return changePayment(
        paymentId,
        "receiveInCash",
        { paymentDate, value, notifyCustomer: false },
        (s) => s === "RECEIVED_IN_CASH",
      );
    },

    undoReceivedInCash(paymentId) {
      return changePayment(paymentId, "undoReceivedInCash", {}, (s) => s === "PENDING" || s === "OVERDUE");
    },

    refundPayment(paymentId) {
      return changePayment(paymentId, "refund", {}, (s) => REFUND_STATUSES.includes(s));
    },
  };
}
