import type { z } from "zod";
import { PaymentProviderError } from "../provider";
import { AsaasHttpError, asaasErrorFrom, isRetryable } from "./errors";

export type AsaasEnvironment = "sandbox" | "production";

export const ASAAS_BASE_URLS: Readonly<Record<AsaasEnvironment, string>> = {
  production: "https://api.asaas.com/v3",
  sandbox: "https://api-sandbox.asaas.com/v3",
};

export type AsaasClientConfig = {
  apiKey: string;
  environment: AsaasEnvironment;
  /** Overrides the environment's base URL (ending in /v3), e.g. for the local test double. */
  baseUrl?: string;
  userAgent?: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /**
   * For the whole call, retries and their waits included. Default 20 s: someone is waiting on the checkout
   * page, and a provider that hangs must end in a clear message, not 45 s of spinner.
   */
  deadlineMs?: number;
  /** Attempts per call, first included. Default 3. */
  maxAttempts?: number;
  /** First backoff delay, doubled on each retry. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
};

type Method = "GET" | "POST" | "DELETE";
export type AsaasRequest<T> = {
  method: Method;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
};

const MAX_RATE_LIMIT_WAIT_MS = 30_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Refuses a missing key, or a key of the other environment (by its prefix), before any call. */
function assertUsableKey(apiKey: string, environment: AsaasEnvironment): void {
  if (!apiKey.trim()) throw new PaymentProviderError("invalid_access_token", "Chave de API do Asaas não configurada.");
  const foreignPrefix = environment === "sandbox" ? "$aact_prod_" : "$aact_hmlg_";
  if (apiKey.startsWith(foreignPrefix)) {
    throw new PaymentProviderError("invalid_access_token", `A chave de API não é do ambiente ${environment} do Asaas.`);
  }
}

function retryAfterMsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("RateLimit-Reset"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RATE_LIMIT_WAIT_MS) : undefined;
}

async function bodyOf(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Thin typed HTTP client for Asaas v3: auth headers, timeouts, error mapping and bounded retries. */
export class AsaasClient {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly timeoutMs: number;
  private readonly deadlineMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseDelayMs: number;

  constructor(private readonly config: AsaasClientConfig) {
    assertUsableKey(config.apiKey, config.environment);
    this.baseUrl = (config.baseUrl ?? ASAAS_BASE_URLS[config.environment]).replace(/\/+$/, "");
    this.fetch = config.fetch ?? globalThis.fetch;
    this.sleep = config.sleep ?? defaultSleep;
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.deadlineMs = config.deadlineMs ?? 20_000;
    this.maxAttempts = Math.max(1, config.maxAttempts ?? 3);
    this.retryBaseDelayMs = config.retryBaseDelayMs ?? 500;
  }

  /**
   * Sends the request, retrying 5xx, 429, timeouts and network failures with exponential backoff. For a
   * non-idempotent POST, `beforeRetry` looks the resource up first; when it finds it, that is the result.
   */
  async call<T>(request: AsaasRequest<T>, beforeRetry?: () => Promise<T | null>): Promise<T> {
    const deadline = Date.now() + this.deadlineMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(request, Math.min(this.timeoutMs, Math.max(1, deadline - Date.now())));
      } catch (error) {
        if (!isRetryable(error) || attempt >= this.maxAttempts) throw error;
        const wait = error.retryAfterMs ?? this.retryBaseDelayMs * 2 ** (attempt - 1);
        // No time left for another attempt (and the look-up before it): give up now, with the same error.
        if (Date.now() + wait >= deadline) throw error;
        await this.sleep(wait);
        const existing = beforeRetry ? await beforeRetry() : null;
        if (existing !== null) return existing;
      }
    }
  }

  /** Like call(), but a 404 is null. */
  async find<T>(request: AsaasRequest<T>): Promise<T | null> {
    try {
      return await this.call(request);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === "not_found") return null;
      throw error;
    }
  }

  private url(path: string, query: AsaasRequest<unknown>["query"]): string {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private async once<T>({ method, path, query, body, schema }: AsaasRequest<T>, timeoutMs: number): Promise<T> {
    const headers: Record<string, string> = {
      accept: "application/json",
      access_token: this.config.apiKey,
      "User-Agent": this.config.userAgent ?? "TributoCerto/1.0",
    };
    // Never a body on GET: Asaas' CloudFront rejects it with 403.
    const payload = method === "POST" ? JSON.stringify(body ?? {}) : undefined;
    if (payload !== undefined) headers["content-type"] = "application/json";

    let response: Response;
    let data: unknown;
    try {
      response = await this.fetch(this.url(path, query), {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      data = await bodyOf(response);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new AsaasHttpError("unavailable", timedOut ? "timeout" : "network error", undefined);
    }

    if (!response.ok) throw asaasErrorFrom(response.status, data, retryAfterMsOf(response));
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new PaymentProviderError("unavailable", `unexpected response from ${method} ${path}`, response.status);
    }
    return parsed.data;
  }
}
