import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forgotPasswordAction, resetPasswordAction, signInAction } from "@/lib/account/actions";
import { KNOWN_DEVICE_COOKIE } from "@/lib/account/known-device";
import { RECOVERY_EMAILS } from "@/lib/account/password-recovery";
import { FREE_ATTEMPTS } from "@/lib/account/sign-in-throttle";
import * as t from "@/lib/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { request, resetRequest, settleAfterTasks } from "./request";

// Password recovery that strangers cannot turn against the owner: requests for the owner's e-mail from elsewhere never
// refuse the owner's own request nor void the owner's link; an account gets at most RECOVERY_EMAILS links an hour;
// the link's browser becomes a known device, so the owner signs in while unknown devices are held.

function from(ip: string): void {
  resetRequest();
  request.headers = new Headers({ [PEER_ADDRESS_HEADER]: ip });
}

const resetMails = (env: TestDb, email: string) =>
  env.db
    .select({ text: t.emailOutbox.bodyText })
    .from(t.emailOutbox)
    .where(and(eq(t.emailOutbox.toEmail, email), like(t.emailOutbox.bodyText, "%reset-password?token=%")))
    .orderBy(desc(t.emailOutbox.id));

const tokenOf = (text: string) => decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(text)![1]);

describeOnEachDatabase("password recovery against strangers", (ctx) => {
  beforeAll(() => {
    setEnv({
      AUTH_SECRET: "chaos-recovery-auth-secret-0123456789abcdef",
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
      APP_URL: "http://127.0.0.1:9",
      SMTP_URL: undefined,
    });
    useDatabase(ctx().db);
  });

  it("a stranger's requests neither refuse the owner's nor void the owner's link; the e-mails an hour are capped", async () => {
    const env = ctx();
    const { email } = await env.createUser();
    from("198.51.100.30");
    expect(await forgotPasswordAction({ email })).toEqual({ ok: true, data: undefined });
    await settleAfterTasks();
    const [ownersMail] = await resetMails(env, email);
    const ownersLink = tokenOf(ownersMail.text);

    // A stranger asks for the owner's e-mail until refused (5 per e-mail and network).
    const strangers: string[] = [];
    for (let i = 0; i < 6; i++) {
      from("203.0.113.90");
      const result = await forgotPasswordAction({ email });
      strangers.push(result.ok ? "ok" : result.code);
    }
    expect(strangers).toEqual(["ok", "ok", "ok", "ok", "ok", "rate_limited"]);
    await settleAfterTasks();
    expect(await resetMails(env, email)).toHaveLength(RECOVERY_EMAILS.limit);

    // The owner, from home, is not refused; and the link in the inbox still works.
    from("198.51.100.30");
    expect(await forgotPasswordAction({ email })).toEqual({ ok: true, data: undefined });
    await settleAfterTasks();
    expect(
      await resetPasswordAction({ token: ownersLink, password: "Recuperada2026", confirmPassword: "Recuperada2026" }),
    ).toEqual({ ok: true, data: undefined });
  });

  it("the reset's browser is the owner's: it signs in while unknown devices are held", async () => {
    const env = ctx();
    const { email } = await env.createUser();
    for (let i = 0; i <= FREE_ATTEMPTS + 1; i++) {
      from(`203.0.113.${120 + i}`);
      await signInAction("subscriber", { email, password: `Palpite${i}errado` });
    }
    from("198.51.100.31");
    await forgotPasswordAction({ email });
    await settleAfterTasks();
    const [mail] = await resetMails(env, email);
    from("198.51.100.31");
    expect(
      await resetPasswordAction({
        token: tokenOf(mail.text),
        password: "NovaSenha2026",
        confirmPassword: "NovaSenha2026",
      }),
    ).toEqual({ ok: true, data: undefined });
    const device = request.cookies.get(KNOWN_DEVICE_COOKIE);
    expect(device).toBeTruthy();
    // The guessing goes on after the reset: unknown devices are held again...
    for (let i = 0; i <= FREE_ATTEMPTS + 1; i++) {
      from(`203.0.113.${140 + i}`);
      await signInAction("subscriber", { email, password: `Palpite${i}de novo` });
    }
    from("198.51.100.32");
    expect(await signInAction("subscriber", { email, password: "NovaSenha2026" })).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    // ...the browser that reset the password is not.
    from("198.51.100.31");
    request.cookies.set(KNOWN_DEVICE_COOKIE, device!);
    expect(await signInAction("subscriber", { email, password: "NovaSenha2026" })).toMatchObject({ ok: true });
    await settleAfterTasks();
  });
});
