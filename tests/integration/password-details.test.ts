import bcrypt from "bcryptjs";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { CookieJar } from "@/lib/auth/types";
import type { OwnerDb } from "@/lib/db/handles";
import * as t from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";

// Password details of the local adapter: bcrypt reads 72 bytes, so a password past them is
// refused (a different one sharing the first 72 bytes used to sign in), and a password-reset link works once, for an
// hour: a new request leaves it working (a stranger's request must not void the owner's link), a completed reset ends
// every link of that user.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { localAuth } = await import("@/lib/auth/local/adapter");

const saved = { app: process.env.APP_URL, smtp: process.env.SMTP_URL, secret: process.env.AUTH_SECRET };
beforeAll(() => {
  Object.assign(process.env, {
    APP_URL: "http://127.0.0.1:9",
    AUTH_SECRET: "password-details-test-secret-0123456789abcdef",
  });
  delete process.env.SMTP_URL;
  resetEnvCache();
});
afterAll(() => {
  for (const [name, value] of [
    ["APP_URL", saved.app],
    ["SMTP_URL", saved.smtp],
    ["AUTH_SECRET", saved.secret],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

function jar(): CookieJar {
  const values = new Map<string, string>();
  return {
    all: () => [...values].map(([name, value]) => ({ name, value })),
    get: (n) => values.get(n),
    set: (n, v, o) => (o.maxAge === 0 ? values.delete(n) : values.set(n, v)),
  };
}

async function withPassword(env: TestDb, password: string) {
  const user = await env.createUser();
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(password, 4) })
    .where(eq(t.authUsers.id, user.id));
  return user;
}

/** The token of the newest reset e-mail to `email`, as the link carries it. */
async function lastResetToken(env: TestDb, email: string): Promise<string> {
  const [mail] = await env.db
    .select({ text: t.emailOutbox.bodyText })
    .from(t.emailOutbox)
    .where(eq(t.emailOutbox.toEmail, email))
    .orderBy(desc(t.emailOutbox.id))
    .limit(1);
  return decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(mail.text)![1]);
}

describeOnEachDatabase("password details (local adapter)", (ctx) => {
  it("a password sharing the first 72 bytes of the real one does not sign in; the real one does", async () => {
    current = ctx().db;
    const real = `a1${"ç".repeat(35)}`; // 37 characters, 72 bytes
    const user = await withPassword(ctx(), real);
    expect((await localAuth.signInWithPassword(jar(), user.email, real)).ok).toBe(true);
    expect(await localAuth.signInWithPassword(jar(), user.email, `${real}outra-coisa`)).toEqual({
      ok: false,
      code: "invalidCredentials",
    });
    // The same on the change-password form's current password.
    expect(await localAuth.changePassword(jar(), user.id, `${real}x`, "Senha@Nova2")).toEqual({
      ok: false,
      code: "invalidCredentials",
    });
  });

  it("a new reset request leaves the earlier links working; a completed reset ends every other link", async () => {
    const env = ctx();
    current = env.db;
    const user = await withPassword(env, "Senha@Antiga1");
    await localAuth.requestPasswordReset(jar(), user.email);
    const first = await lastResetToken(env, user.email);
    // Someone else asks for the owner's e-mail: the owner's link must still work (it used to be voided).
    await localAuth.requestPasswordReset(jar(), user.email);
    const second = await lastResetToken(env, user.email);
    expect(second).not.toBe(first);
    expect(await localAuth.resetPassword(jar(), first, "Senha@Nova2")).toEqual({
      ok: true,
      data: { email: user.email },
    });
    // Used once, and every other link of the user ends with it.
    expect(await localAuth.resetPassword(jar(), first, "Senha@Terceira3")).toEqual({ ok: false, code: "invalidToken" });
    expect(await localAuth.resetPassword(jar(), second, "Senha@Terceira3")).toEqual({
      ok: false,
      code: "invalidToken",
    });
    expect((await localAuth.signInWithPassword(jar(), user.email, "Senha@Nova2")).ok).toBe(true);
  });
});
