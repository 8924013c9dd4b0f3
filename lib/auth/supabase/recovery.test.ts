import { describe, expect, it } from "vitest";
import { isRecoverySession, RECOVERY_WINDOW_SECONDS } from "./recovery";

const now = 1_800_000_000;

describe("isRecoverySession", () => {
  it("accepts a session opened from the e-mailed link, within the window", () => {
    expect(isRecoverySession({ amr: [{ method: "recovery", timestamp: now - 60 }] }, now)).toBe(true);
    expect(isRecoverySession({ amr: [{ method: "otp", timestamp: now - RECOVERY_WINDOW_SECONDS }] }, now)).toBe(true);
  });

  it("refuses a password session, an old link, the timeless RFC form and no claims", () => {
    expect(isRecoverySession({ amr: [{ method: "password", timestamp: now - 10 }] }, now)).toBe(false);
    expect(isRecoverySession({ amr: [{ method: "recovery", timestamp: now - RECOVERY_WINDOW_SECONDS - 1 }] }, now)).toBe(false);
    expect(isRecoverySession({ amr: ["otp"] }, now)).toBe(false);
    expect(isRecoverySession({}, now)).toBe(false);
    expect(isRecoverySession(null, now)).toBe(false);
  });
});
