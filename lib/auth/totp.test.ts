import { describe, expect, it } from "vitest";
import {
  acceptedTotpStep,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCodeAt,
  totpUri,
} from "./totp";

const STEP_MS = 30_000;
// Mid-step, so ±1 step is exactly one period away whatever rounding the library does.
const NOW = 1_795_000_000_000 + 15_000;
const step = (ms: number) => Math.floor(ms / STEP_MS);

describe("TOTP enrolment", () => {
  it("makes a 160-bit base32 secret and an otpauth URI an authenticator app reads", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "ana@exemplo.com.br"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Tributo Certo:ana@exemplo.com.br");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });
});

describe("TOTP verification with clock drift", () => {
  const secret = newTotpSecret();

  it("accepts the current code and a phone one step behind or ahead", () => {
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW), NOW, null)).toBe(step(NOW));
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW - STEP_MS), NOW, null)).toBe(step(NOW) - 1);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW + STEP_MS), NOW, null)).toBe(step(NOW) + 1);
  });

  it("refuses a code two steps off either way", () => {
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW - 2 * STEP_MS), NOW, null)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW + 2 * STEP_MS), NOW, null)).toBeNull();
  });

  it("refuses a replayed code, and an older one, once a step was accepted", () => {
    const code = totpCodeAt(secret, NOW);
    const used = acceptedTotpStep(secret, code, NOW, null);
    expect(used).toBe(step(NOW));
    expect(acceptedTotpStep(secret, code, NOW + 1_000, used)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW - STEP_MS), NOW, used)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, NOW + STEP_MS), NOW + STEP_MS, used)).toBe(step(NOW) + 1);
  });

  it("refuses another secret's code and malformed input; tolerates spaces", () => {
    const other = newTotpSecret();
    expect(acceptedTotpStep(secret, totpCodeAt(other, NOW), NOW, null)).toBeNull();
    expect(acceptedTotpStep(secret, "12345", NOW, null)).toBeNull();
    expect(acceptedTotpStep(secret, "abcdef", NOW, null)).toBeNull();
    const code = totpCodeAt(secret, NOW);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW, null)).toBe(step(NOW));
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes, hashed the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace(/-/g, " "))).toBe(hashRecoveryCode(codes[0]));
    expect(hashRecoveryCode(codes[0])).not.toBe(hashRecoveryCode(codes[1]));
    expect(looksLikeRecoveryCode(codes[0])).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});
