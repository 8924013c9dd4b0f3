import bcrypt from "bcryptjs";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { signInAction, verifySecondFactorAction } from "@/lib/account/actions";
import { FREE_GUESSES, secondFactorDelayAfter } from "@/lib/account/second-factor-throttle";
import { localAuth } from "@/lib/auth/local/adapter";
import { totpCodeAt } from "@/lib/auth/totp";
import type { CookieJar } from "@/lib/auth/types";
import * as t from "@/lib/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { request, resetRequest } from "./request";

// The sign-in's second step against guessing: wrong codes get growing delays and a daily cap,
// the owner is e-mailed, and a valid recovery code still opens the account while the TOTP guesses are held.

const PASSWORD = "DoisFatores2026";
const noJar: CookieJar = { all: () => [], get: () => undefined, set: () => {} };

async function withTotp(env: TestDb) {
  const user = await env.createUser();
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(PASSWORD, 4) })
    .where(eq(t.authUsers.id, user.id));
  const enrolment = await localAuth.startTotpEnrolment(noJar, user.id, user.email);
  if (!enrolment.ok) throw new Error("enrolment refused");
  const confirmed = await localAuth.confirmTotpEnrolment(
    noJar,
    user.id,
    user.id,
    totpCodeAt(enrolment.data.secret, Date.now() - 30_000),
  );
  if (!confirmed.ok) throw new Error("confirmation refused");
  return { user, secret: enrolment.data.secret, recovery: confirmed.data.recoveryCodes };
}

it("delays start after the free guesses and double up to 15 minutes", () => {
  expect(secondFactorDelayAfter(FREE_GUESSES - 1)).toBe(0);
  expect(secondFactorDelayAfter(FREE_GUESSES)).toBe(30);
  expect(secondFactorDelayAfter(FREE_GUESSES + 2)).toBe(120);
  expect(secondFactorDelayAfter(FREE_GUESSES + 30)).toBe(900);
});

describeOnEachDatabase("second-step guesses", (ctx) => {
  beforeAll(() => {
    setEnv({
      AUTH_SECRET: "chaos-second-factor-secret-0123456789abcdef",
      APP_URL: "http://127.0.0.1:9",
      SMTP_URL: undefined,
    });
    useDatabase(ctx().db);
  });

  it("wrong codes are slowed and the owner told; a recovery code still signs in; the day's counts then start again", async () => {
    const env = ctx();
    const { user, secret, recovery } = await withTotp(env);
    resetRequest();
    request.headers = new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.60" });
    expect(await signInAction("subscriber", { email: user.email, password: PASSWORD })).toMatchObject({
      ok: true,
      data: { secondFactor: true },
    });

    const answers: string[] = [];
    for (let i = 0; i < FREE_GUESSES + 3; i++) {
      const result = await verifySecondFactorAction("subscriber", { code: String(100000 + i) });
      answers.push(result.ok ? "ok" : result.code);
    }
    expect(answers.slice(0, FREE_GUESSES)).toEqual(Array(FREE_GUESSES).fill("invalid_input"));
    expect(answers.slice(FREE_GUESSES)).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
    // Even the right TOTP code waits now (it could be a guess)...
    expect(await verifySecondFactorAction("subscriber", { code: totpCodeAt(secret, Date.now()) })).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    const warned = await env.db
      .select({ id: t.emailOutbox.id })
      .from(t.emailOutbox)
      .where(and(eq(t.emailOutbox.toEmail, user.email), like(t.emailOutbox.subject, "Códigos errados%")));
    expect(warned).toHaveLength(1);
    // ...but a recovery code opens the account.
    expect(await verifySecondFactorAction("subscriber", { code: recovery[0] })).toMatchObject({ ok: true });

    // The counts started again: a new sign-in's wrong code is checked (not held).
    resetRequest();
    request.headers = new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.60" });
    expect(await signInAction("subscriber", { email: user.email, password: PASSWORD })).toMatchObject({ ok: true });
    expect(await verifySecondFactorAction("subscriber", { code: "999999" })).toMatchObject({
      ok: false,
      code: "invalid_input",
    });
  });

  it("at most 20 TOTP codes a day, even in a parallel burst that no delay could see", async () => {
    const env = ctx();
    const { user, recovery } = await withTotp(env);
    resetRequest();
    request.headers = new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.61" });
    expect(await signInAction("subscriber", { email: user.email, password: PASSWORD })).toMatchObject({ ok: true });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verifySecondFactorAction("subscriber", { code: String(200000 + i) })),
    );
    const checked = burst.filter((r) => !r.ok && r.code === "invalid_input").length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(burst.filter((r) => !r.ok && r.code === "rate_limited").length).toBe(30 - checked);
    expect(await verifySecondFactorAction("subscriber", { code: recovery[1] })).toMatchObject({ ok: true });
  });
});
