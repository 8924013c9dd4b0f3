import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { signInAction } from "@/lib/account/actions";
import { KNOWN_DEVICE_COOKIE } from "@/lib/account/known-device";
import { webhookToken } from "@/lib/billing/config";
import { POST as asaasWebhook } from "@/app/api/webhooks/asaas/route";
import { WEBHOOK_REFUSALS } from "@/lib/billing/webhook";
import {
  delayAfter,
  DEVICE_FAILURES,
  FREE_ATTEMPTS,
  MAX_DELAY_SECONDS,
  NETWORK_FAILURES,
} from "@/lib/account/sign-in-throttle";
import { record } from "@/lib/db/rate-limits";
import * as t from "@/lib/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { afterTasks, request, resetRequest, settleAfterTasks } from "./request";

// The per-account bound on password guessing, and why it never locks the owner out: unknown devices together get
// FREE_ATTEMPTS checked passwords, then one per growing delay, however many addresses they come from (in sequence or
// all at once); the owner's own browser (a device that signed in before) is never held by them; the owner is e-mailed
// once, after the response.

const PASSWORD = "Bloqueio2026ok";

/** A request from `ip`, carrying `device` as this browser's known-device cookie (none: an unknown device). */
function from(ip: string, device?: string): void {
  resetRequest();
  request.headers = new Headers({ [PEER_ADDRESS_HEADER]: ip });
  if (device) request.cookies.set(KNOWN_DEVICE_COOKIE, device);
}

async function userWithPassword(env: TestDb, userType?: "admin"): Promise<string> {
  const user = await env.createUser({ userType });
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(PASSWORD, 4) })
    .where(eq(t.authUsers.id, user.id));
  return user.email;
}

/** The owner signs in once from home: the known-device cookie that browser keeps. */
async function ownersDevice(portal: "subscriber" | "admin", email: string): Promise<string> {
  from("198.51.100.77");
  expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({ ok: true });
  const cookie = request.cookies.get(KNOWN_DEVICE_COOKIE);
  if (!cookie) throw new Error("no known-device cookie after a sign-in");
  return cookie;
}

const warnings = (env: TestDb, email: string) =>
  env.db
    .select({ subject: t.emailOutbox.subject })
    .from(t.emailOutbox)
    .where(and(eq(t.emailOutbox.toEmail, email), like(t.emailOutbox.subject, "Muitas tentativas%")));

const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? "ok" : result.code);

it("delays grow from 30 s after the free attempts, doubling up to 15 minutes", () => {
  expect(delayAfter(FREE_ATTEMPTS - 1)).toBe(0);
  expect(delayAfter(FREE_ATTEMPTS)).toBe(30);
  expect(delayAfter(FREE_ATTEMPTS + 1)).toBe(60);
  expect(delayAfter(FREE_ATTEMPTS + 3)).toBe(240);
  expect(delayAfter(FREE_ATTEMPTS + 15)).toBe(MAX_DELAY_SECONDS);
  expect(delayAfter(10_000)).toBe(MAX_DELAY_SECONDS);
});

describeOnEachDatabase("sign-in: a per-account bound that never locks the owner out", (ctx) => {
  beforeAll(() => {
    setEnv({
      AUTH_SECRET: "chaos-lockout-auth-secret-0123456789abcdef",
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      APP_URL: "http://127.0.0.1:9",
      SMTP_URL: undefined,
      PAYMENTS_PROVIDER: "sandbox",
    });
    useDatabase(ctx().db);
  });

  for (const portal of ["subscriber", "admin"] as const) {
    it(`${portal}: 40 wrong passwords from 40 addresses check ${FREE_ATTEMPTS}; the owner's browser signs in, a new one waits`, async () => {
      const env = ctx();
      const email = await userWithPassword(env, portal === "admin" ? "admin" : undefined);
      const device = await ownersDevice(portal, email);
      const answers: (string | undefined)[] = [];
      for (let i = 0; i < 40; i++) {
        from(`203.0.113.${10 + i}`);
        answers.push(codeOf(await signInAction(portal, { email, password: `Errada${i}senha` })));
      }
      // Ten checked attempts; the tenth holds the next for 30 s.
      expect(answers.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill("invalid_credentials"));
      expect(answers.slice(FREE_ATTEMPTS)).toEqual(Array(40 - FREE_ATTEMPTS).fill("rate_limited"));

      // The right password from an address that never failed, in a browser that never signed in: held too (it could
      // be the 11th guess)...
      from("198.51.100.200");
      expect(codeOf(await signInAction(portal, { email, password: PASSWORD }))).toBe("rate_limited");
      // ...the owner's own browser is not, from anywhere, even from an address that failed.
      from("203.0.113.10", device);
      expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({ ok: true });
      from("198.51.100.77", device);
      expect(await signInAction(portal, { email, password: PASSWORD })).toMatchObject({ ok: true });

      // Told once, by work handed to after(): the answer never waits for the e-mail (an account's tenth failure
      // took as long as an unknown e-mail's).
      expect(afterTasks.length).toBe(1);
      await settleAfterTasks();
      expect(await warnings(env, email)).toHaveLength(1);
    });
  }

  it("40 wrong passwords from 40 addresses at once: no more than the free attempts are checked", async () => {
    const email = await userWithPassword(ctx());
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        // The action reads the stand-in request's address before its first await: each call keeps its own.
        from(`192.0.2.${10 + i}`);
        return codeOf(await signInAction("subscriber", { email, password: `Par${i}senha` }));
      }),
    );
    const checked = answers.filter((a) => a === "invalid_credentials").length;
    expect(checked).toBe(FREE_ATTEMPTS);
    expect(answers.filter((a) => a !== "invalid_credentials").every((a) => a === "rate_limited")).toBe(true);
    await settleAfterTasks();
  });

  it("a known device has a count of its own: its wrong passwords hold it, not the account", async () => {
    const email = await userWithPassword(ctx());
    const device = await ownersDevice("subscriber", email);
    const answers: (string | undefined)[] = [];
    for (let i = 0; i <= DEVICE_FAILURES.limit; i++) {
      from("198.51.100.77", device);
      answers.push(codeOf(await signInAction("subscriber", { email, password: `Esqueci${i}senha` })));
    }
    expect(answers.slice(0, DEVICE_FAILURES.limit)).toEqual(Array(DEVICE_FAILURES.limit).fill("invalid_credentials"));
    expect(answers.at(-1)).toBe("rate_limited");
    // Unknown devices have their free attempts untouched by the owner's typing.
    from("198.51.100.78");
    expect(await signInAction("subscriber", { email, password: PASSWORD })).toMatchObject({ ok: true });
    await settleAfterTasks();
  });

  it("one IPv6 /64 is one network: its addresses share the network's failure limit", async () => {
    // The network's failures so far, as 49 wrong passwords for other e-mails would have left them.
    for (let i = 1; i < NETWORK_FAILURES.limit; i++) await record(NETWORK_FAILURES, "2001:db8:77:1::/64");
    const attempt = async (ip: string) => {
      from(ip);
      return codeOf(
        await signInAction("subscriber", {
          email: `spray-${ip.replace(/\W/g, "")}@example.com`,
          password: "Qualquer2026",
        }),
      );
    };
    expect(await attempt("2001:db8:77:1::1")).toBe("invalid_credentials");
    expect(await attempt("2001:db8:77:1:ffff:1234:5678:9abc")).toBe("rate_limited");
    // Another /64 is not held.
    expect(await attempt("2001:db8:77:2::1")).toBe("invalid_credentials");
  });

  it("an unknown e-mail is slowed the same way, e-mails nobody and leaves no row named after it", async () => {
    const env = ctx();
    const email = `ninguem-${Date.now()}@example.com`;
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++) {
      from(`203.0.113.${100 + i}`);
      answers.push(codeOf(await signInAction("subscriber", { email, password: `Errada${i}senha` })));
    }
    expect(answers.at(-2)).toBe("invalid_credentials");
    expect(answers.at(-1)).toBe("rate_limited");
    await settleAfterTasks();
    expect(await env.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.toEmail, email))).toHaveLength(0);
    // The counters of e-mails without an account are shared buckets: no key of the table is this e-mail's digest.
    const digest = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);
    const named = await env.exec.query<{ key: string }>("select key from public.rate_limits where key like $1", [
      `%${digest(email)}`,
    ]);
    expect(named).toEqual([]);
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
