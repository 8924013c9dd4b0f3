import bcrypt from "bcryptjs";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { signInAction } from "@/lib/account/actions";
import { webhookToken } from "@/lib/billing/config";
import { POST as asaasWebhook } from "@/app/api/webhooks/asaas/route";
import { WEBHOOK_REFUSALS } from "@/lib/billing/webhook";
import { delayAfter, FREE_FAILURES, MAX_DELAY_SECONDS } from "@/lib/account/sign-in-throttle";
import * as t from "@/lib/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { request, resetRequest } from "./request";

// Nobody can keep an account out by failing its password: 25 wrong passwords from three
// addresses, then the owner signs in from a fourth, on the subscriber and on the admin portal. The addresses that
// failed are slowed (growing delays), the one that did not is never held, and the owner is e-mailed once.

const PASSWORD = "Bloqueio2026ok";

/** Who the stand-in request comes from: the server stamps the socket's address under this header. */
function from(ip: string): void {
  resetRequest();
  request.headers = new Headers({ [PEER_ADDRESS_HEADER]: ip });
}

async function userWithPassword(env: TestDb, userType?: "admin"): Promise<string> {
  const user = await env.createUser({ userType });
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(PASSWORD, 4) })
    .where(eq(t.authUsers.id, user.id));
  return user.email;
}

const warnings = (env: TestDb, email: string) =>
  env.db
    .select({ subject: t.emailOutbox.subject })
    .from(t.emailOutbox)
    .where(and(eq(t.emailOutbox.toEmail, email), like(t.emailOutbox.subject, "Muitas tentativas%")));

it("delays grow from 30 s after the free failures, doubling up to 15 minutes", () => {
  expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
  expect(delayAfter(FREE_FAILURES)).toBe(30);
  expect(delayAfter(FREE_FAILURES + 1)).toBe(60);
  expect(delayAfter(FREE_FAILURES + 3)).toBe(240);
  expect(delayAfter(FREE_FAILURES + 15)).toBe(MAX_DELAY_SECONDS);
  expect(delayAfter(10_000)).toBe(MAX_DELAY_SECONDS);
});

describeOnEachDatabase("sign-in failures never lock the owner out", (ctx) => {
  beforeAll(() => {
    setEnv({
      AUTH_SECRET: "chaos-lockout-auth-secret-0123456789abcdef",
      APP_URL: "http://127.0.0.1:9",
      SMTP_URL: undefined,
      PAYMENTS_PROVIDER: "sandbox",
    });
    useDatabase(ctx().db);
  });

  for (const portal of ["subscriber", "admin"] as const) {
    it(`${portal}: 25 failures from three addresses, then the right password from a fourth signs in`, async () => {
      const env = ctx();
      const email = await userWithPassword(env, portal === "admin" ? "admin" : undefined);
      const attackers = ["203.0.113.10", "203.0.113.11", "203.0.113.12"];
      const answers: string[] = [];
      for (let i = 0; i < 25; i++) {
        from(attackers[Math.floor(i / 10)]);
        const result = await signInAction(portal, { email, password: `Errada${i}senha` });
        answers.push(result.ok ? "ok" : result.code);
      }
      // The first ten fail as wrong passwords; then the delays hold every address that failed (the first of each new
      // address is checked, since that address had not failed yet).
      expect(answers.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill("invalid_credentials"));
      expect(answers[FREE_FAILURES]).toBe("invalid_credentials");
      expect(answers.slice(FREE_FAILURES + 1, 20)).toEqual(Array(9).fill("rate_limited"));
      expect(answers[20]).toBe("invalid_credentials");
      expect(answers.slice(21)).toEqual(Array(4).fill("rate_limited"));

      // An attacker's address with the right password is held too (it could be guessing)...
      from(attackers[0]);
      expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({
        ok: false,
        code: "rate_limited",
      });
      // ...the owner's is not.
      from("198.51.100.77");
      expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({ ok: true });
      // Told once, whatever the count.
      expect(await warnings(env, email)).toHaveLength(1);
      // The success cleared the account's delay: an address that failed once before may try again.
      from(attackers[2]);
      expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({ ok: true });
    });
  }

  it("an unknown e-mail is slowed the same way and e-mails nobody", async () => {
    const env = ctx();
    const email = `ninguem-${Date.now()}@example.com`;
    for (let i = 0; i < 12; i++) {
      from(`203.0.113.${20 + Math.floor(i / 6)}`);
      await signInAction("subscriber", { email, password: `Errada${i}senha` });
    }
    from("203.0.113.21");
    expect(await signInAction("subscriber", { email, password: PASSWORD })).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    expect(await env.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.toEmail, email))).toHaveLength(0);
  });

  it("a concurrent burst of wrong and right webhook tokens from one address: every right one passes, wrong ones stop at the limit", async () => {
    const ip = "203.0.113.200";
    const delivery = (token: string) =>
      new Request("https://app.example/api/webhooks/asaas", {
        method: "POST",
        headers: { "asaas-access-token": token, [PEER_ADDRESS_HEADER]: ip },
        body: JSON.stringify({
          id: `evt_${Math.random().toString(36).slice(2)}`,
          event: "PAYMENT_CREATED",
          payment: { id: "pay_desconhecido" },
        }),
      });
    const kinds = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? "right" : "wrong"));
    const answers = await Promise.all(
      kinds.map((kind) => asaasWebhook(delivery(kind === "right" ? webhookToken()! : "palpite-errado"))),
    );
    const statuses = (kind: string) => answers.filter((_, i) => kinds[i] === kind).map((a) => a.status);
    expect(statuses("right").every((s) => s === 200)).toBe(true);
    expect(statuses("wrong").filter((s) => s === 401)).toHaveLength(WEBHOOK_REFUSALS.limit);
    expect(statuses("wrong").filter((s) => s === 429)).toHaveLength(40 - WEBHOOK_REFUSALS.limit);
  });
});
