/**
 * The payment provider interface: Asaas in production (lib/payments/asaas), the sandbox provider on the
 * embedded default (lib/payments/sandbox). Shapes follow the Asaas v3 API:
 * money in reais as decimal numbers, dates as YYYY-MM-DD.
 */

/** Asaas payment statuses; unknown future values are kept as strings. */
export type ProviderPaymentStatus =
  | "PENDING"
  | "CONFIRMED"
  | "RECEIVED"
  | "RECEIVED_IN_CASH"
  | "OVERDUE"
  | "REFUND_REQUESTED"
  | "REFUND_IN_PROGRESS"
  | "REFUNDED"
  | "CHARGEBACK_REQUESTED"
  | "CHARGEBACK_DISPUTE"
  | "AWAITING_CHARGEBACK_REVERSAL"
  | "DUNNING_REQUESTED"
  | "DUNNING_RECEIVED"
  | "AWAITING_RISK_ANALYSIS"
  | "AUTHORIZED"
  | (string & {});

/** Statuses that mean "the customer paid": CONFIRMED comes first for a card or a held PIX, then RECEIVED. */
export const PAID_STATUSES: readonly string[] = ["CONFIRMED", "RECEIVED", "RECEIVED_IN_CASH"];

export type BillingCustomer = {
  name: string;
  email: string;
  /** CPF or CNPJ, digits (or alphanumeric CNPJ) without punctuation. */
  cpfCnpj: string;
  /** National digits with DDD. */
  phone?: string;
  /** Our user id: the customer is found by it, never by CPF/CNPJ (two accounts may share a CPF). */
  externalReference: string;
};

export type ProviderPayment = {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  status: ProviderPaymentStatus;
  value: number;
  netValue: number | null;
  billingType: string;
  dueDate: string;
  paymentDate: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  externalReference: string | null;
  description: string | null;
  deleted: boolean;
};

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: "ACTIVE" | "INACTIVE" | "EXPIRED" | (string & {});
  value: number;
  nextDueDate: string;
  cycle: string;
  externalReference: string | null;
  deleted: boolean;
};

export type PixQrCode = {
  /** Base64 PNG, render as data:image/png;base64,… */
  encodedImage: string;
  /** The BR Code "copia e cola" payload. */
  payload: string;
  /** YYYY-MM-DD HH:mm:ss */
  expirationDate: string | null;
};

export type CreateSubscriptionInput = {
  customerId: string;
  value: number;
  /** First due date, YYYY-MM-DD. */
  nextDueDate: string;
  description: string;
  /** Our pending_registration id: the link used to reconcile and to avoid double charges. */
  externalReference: string;
};

/** POST /payments/{id}/receiveInCash: the date and amount the admin received outside the provider. */
export type ReceiveInCashInput = {
  /** YYYY-MM-DD */
  paymentDate: string;
  /** In reais. */
  value: number;
};

export type PaymentErrorCode =
  | "invalid_access_token"
  | "invalid_cpfCnpj"
  | "invalid_customer"
  | "invalid_value"
  | "not_found"
  | "rate_limited"
  | "unavailable"
  | "rejected";

/** An expected provider failure; `code` maps to a message key `payments.errors.<code>`. */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    readonly providerMessage?: string,
    readonly status?: number,
  ) {
    super(`payment provider error: ${code}${status ? ` (HTTP ${status})` : ""}`);
    this.name = "PaymentProviderError";
  }
}

export interface PaymentProvider {
  readonly kind: "asaas" | "sandbox";
  /** Reuses the customer with the same cpfCnpj when one exists (GET /customers?cpfCnpj=), else creates it. */
  findOrCreateCustomer(customer: BillingCustomer): Promise<{ id: string }>;
  /**
   * Creates a monthly PIX subscription. Before any retry it looks the subscription up by externalReference,
   * so a timeout never produces a second charge. Returns the subscription and its first payment.
   */
  createSubscription(
    input: CreateSubscriptionInput,
  ): Promise<{ subscription: ProviderSubscription; firstPayment: ProviderPayment }>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  findSubscriptionsByExternalReference(externalReference: string): Promise<ProviderSubscription[]>;
  listSubscriptionPayments(subscriptionId: string): Promise<ProviderPayment[]>;
  getPayment(id: string): Promise<ProviderPayment | null>;
  getPixQrCode(paymentId: string): Promise<PixQrCode>;
  /** DELETE /subscriptions/{id}: no new charges; already paid periods are kept. */
  cancelSubscription(id: string): Promise<void>;
  /** POST /payments/{id}/receiveInCash (customer not notified): a PENDING or OVERDUE charge becomes RECEIVED_IN_CASH. */
  receiveInCash(paymentId: string, input: ReceiveInCashInput): Promise<ProviderPayment>;
  /** POST /payments/{id}/undoReceivedInCash: a RECEIVED_IN_CASH charge is open again (PENDING, or OVERDUE past its due date). */
  undoReceivedInCash(paymentId: string): Promise<ProviderPayment>;
  /**
   * POST /payments/{id}/refund, in full, with an empty body (the admin's reason stays in our audit log, never at the
   * provider): the provider answers with the payment, REFUNDED or with the refund still in progress.
   */
  refundPayment(paymentId: string): Promise<ProviderPayment>;
}
