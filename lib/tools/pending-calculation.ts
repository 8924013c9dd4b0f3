/**
 * A calculation started on a public calculator and carried into the app after sign-up: the public page stores
 * where to continue (on this device, in localStorage) when the visitor follows the call to sign up, and the
 * dashboard offers it once. Pure except for the storage it is given.
 */

export const PENDING_CALCULATION_KEY = "tributo-certo:calculo-pendente";

/** A pending calculation is offered for this long after it was stored. */
export const PENDING_CALCULATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type PendingCalculation = {
  /** The public calculator's slug (its name on the dashboard card). */
  slug: string;
  /** Where to continue: an app path with the inputs in its query. */
  href: string;
  savedAt: number;
};

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export function savePendingCalculation(
  storage: Storage,
  pending: Omit<PendingCalculation, "savedAt">,
  now = Date.now(),
): void {
  storage.setItem(PENDING_CALCULATION_KEY, JSON.stringify({ ...pending, savedAt: now }));
}

/** The stored calculation, or null when there is none, it expired, or what is stored is not ours (then it is dropped). */
export function readPendingCalculation(
  storage: Storage,
  slugs: readonly string[],
  now = Date.now(),
): PendingCalculation | null {
  const raw = storage.getItem(PENDING_CALCULATION_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingCalculation>;
    const valid =
      typeof value.slug === "string" &&
      slugs.includes(value.slug) &&
      typeof value.href === "string" &&
      value.href.startsWith("/") &&
      !value.href.startsWith("//") &&
      typeof value.savedAt === "number" &&
      now - value.savedAt <= PENDING_CALCULATION_TTL_MS;
    if (valid) return value as PendingCalculation;
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(PENDING_CALCULATION_KEY);
  return null;
}

export function clearPendingCalculation(storage: Storage): void {
  storage.removeItem(PENDING_CALCULATION_KEY);
}
