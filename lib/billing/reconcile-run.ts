import "server-only";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { redactError } from "@/lib/security/redact";

export type ReconcileCounts = { checked: number; failed: number };

/**
 * The state one reconcile run shares between its steps: which provider subscriptions it has already
 * synced (later steps skip them) and whether the provider's quota stopped it. Every provider call goes
 * through `provider`, which notices a rate_limited answer wherever it happens, also inside code that
 * catches it (processWebhookEvent records the error on its row and answers null).
 */
export class ReconcileRun {
  readonly synced = new Set<string>();
  rateLimited = false;
  readonly provider: PaymentProvider;

  constructor(provider: PaymentProvider) {
    this.provider = watchRateLimit(provider, () => {
      this.rateLimited = true;
    });
  }

  /**
   * Runs each item on its own: a throw (logged here) or a false answer (logged by run) counts as failed,
   * and the rest go on, except after a rate_limited answer: then every further call would be refused
   * too, and spend the account's quota of 25,000 requests per 12 h, so the run stops there.
   */
  async each<T extends { id: string }>(
    items: T[],
    what: string,
    run: (item: T) => Promise<boolean | void>,
  ): Promise<ReconcileCounts> {
    const counts = { checked: 0, failed: 0 };
    for (const item of items) {
      if (this.rateLimited) break;
      counts.checked += 1;
      try {
        if ((await run(item)) === false) counts.failed += 1;
      } catch (error) {
        counts.failed += 1;
        console.error(`[billing] reconcile: ${what} ${item.id} failed`, redactError(error, { stack: true }));
      }
    }
    return counts;
  }
}

/** The same provider, with every method reporting a rate_limited PaymentProviderError to onRateLimited. */
function watchRateLimit(provider: PaymentProvider, onRateLimited: () => void): PaymentProvider {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.code === "rate_limited") onRateLimited();
          throw error;
        }
      };
    },
  });
}
