import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

// TOTP (RFC 6238) for the local adapter: SHA-1, 6 digits, 30-second steps, the parameters every authenticator app
// reads from an otpauth:// URI. Supabase mode uses Supabase Auth's own MFA API instead.

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = "Tributo Certo";
/** One step either side of now: a phone clock up to ~30 s off still works; two steps off does not. */
const DRIFT_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secretBase32: string, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, base32 (what authenticator apps type in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The code for an instant (tests, and nothing else, need it). */
export function totpCodeAt(secretBase32: string, timestampMs: number): string {
  return totp(secretBase32).generate({ timestamp: timestampMs });
}

/**
 * The 30-second step a code belongs to, or null: the code must match now or one step either side, and its step
 * must be later than the last one accepted (a code, once used, is refused even within its window).
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  timestampMs: number,
  lastUsedStep: number | null,
): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: timestampMs, window: DRIFT_WINDOW });
  if (delta === null) return null;
  const step = Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten single-use recovery codes, e.g. "k7pm-2xqa-9htr" (no 0/o, 1/l/i to misread). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** True when the input is shaped like a recovery code rather than a 6-digit TOTP code. */
export function looksLikeRecoveryCode(input: string): boolean {
  return normaliseRecoveryCode(input).length === 12;
}

function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** SHA-256 of the normalised code (the codes are random, so no salt or slow hash is needed). */
export function hashRecoveryCode(input: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(input)).digest("hex");
}
