import { PaymentProviderError, type PaymentErrorCode } from "../provider";
import { errorBodySchema } from "./schemas";

/** A failed HTTP exchange with Asaas; `retryAfterMs` comes from RateLimit-Reset on a 429. */
export class AsaasHttpError extends PaymentProviderError {
  constructor(
    code: PaymentErrorCode,
    providerMessage: string | undefined,
    status: number | undefined,
    readonly retryAfterMs?: number,
  ) {
    super(code, providerMessage, status);
    this.name = "AsaasHttpError";
  }
}

/**
 * Our code for an Asaas error. Branches on errors[0].code first: the sandbox answers an
 * invalid CPF/CNPJ with `invalid_object` and a description naming the CPF/CNPJ, not `invalid_cpfCnpj`.
 */
export function paymentErrorCode(status: number, asaasCode: string, description: string): PaymentErrorCode {
  if (status === 401 || asaasCode === "invalid_access_token") return "invalid_access_token";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  if (asaasCode === "invalid_cpfCnpj" || (asaasCode === "invalid_object" && /cpf|cnpj/i.test(description)))
    return "invalid_cpfCnpj";
  if (asaasCode === "invalid_customer") return "invalid_customer";
  if (asaasCode === "invalid_value") return "invalid_value";
  if (status === 404) return "not_found";
  return "rejected";
}

/** Maps an error response (any body, including the empty one CloudFront sends on 401) to an AsaasHttpError. */
export function asaasErrorFrom(status: number, body: unknown, retryAfterMs?: number): AsaasHttpError {
  const parsed = errorBodySchema.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  const description = first?.description ?? undefined;
  return new AsaasHttpError(
    paymentErrorCode(status, first?.code ?? "", description ?? ""),
    description,
    status,
    retryAfterMs,
  );
}

/** Worth another attempt: 5xx, 429, timeouts and network failures (no status). */
export function isRetryable(error: unknown): error is AsaasHttpError {
  if (!(error instanceof AsaasHttpError)) return false;
  if (error.status === undefined) return error.code === "unavailable";
  return error.status === 429 || error.status >= 500;
}
