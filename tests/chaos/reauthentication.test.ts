import bcrypt from "bcryptjs";
import { and, eq, isNull, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { signInAction } from "@/lib/account/actions";
import { eraseOwnAccountAction, eraseUserAsAdminAction } from "@/lib/account/erase-actions";
import { requestEmailChangeAction } from "@/lib/account/profile-actions";
import {
  confirmTotpEnrolmentAction,
  disableTotpAction,
  startTotpEnrolmentAction,
} from "@/lib/account/security-actions";
import { totpCodeAt } from "@/lib/auth/totp";
import * as t from "@/lib/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/security/forwarded";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { request, resetRequest, settleAfterTasks } from "./request";

// What a session alone must not do (N19, N21): erase the account, move it to another e-mail, or choose or remove its
// second factor. Each asks the password again; a 2FA change e-mails the owner (an administrator whose password leaked
// learns that someone enrolled their own authenticator).

const PASSWORD = "Reautentica2026";
const WRONG = "NaoEstaSenha2026";

async function signedIn(env: TestDb, userType?: "admin") {
  const user = await env.createUser({ userType });
  await env.db
    .update(t.authUsers)
    .set({ encryptedPassword: await bcrypt.hash(PASSWORD, 4) })
    .where(eq(t.authUsers.id, user.id));
  resetRequest();
  request.headers = new Headers({ [PEER_ADDRESS_HEADER]: "198.51.100.90" });
  const portal = userType === "admin" ? "admin" : "subscriber";
  expect(await signInAction(portal, { email: user.email, password: PASSWORD })).toMatchObject({ ok: true });
  request.user = "session";
  return user;
}

const wrongPassword = {
  ok: false,
  code: "invalid_credentials",
  fieldErrors: { currentPassword: "security.errors.wrongCurrentPassword" },
};

const mails = (env: TestDb, to: string, subject: string) =>
  env.db
    .select({ id: t.emailOutbox.id })
    .from(t.emailOutbox)
    .where(and(eq(t.emailOutbox.toEmail, to), like(t.emailOutbox.subject, `${subject}%`)));

describeOnEachDatabase("the password again before deletion, e-mail change and 2FA changes", (ctx) => {
  beforeAll(() => {
    setEnv({
      AUTH_SECRET: "chaos-reauth-auth-secret-0123456789abcdef",
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
      APP_URL: "http://127.0.0.1:9",
      SMTP_URL: undefined,
      PAYMENTS_PROVIDER: "sandbox",
    });
    useDatabase(ctx().db);
  });

  it("an administrator's 2FA: enrolment and removal need the password, and each e-mails the owner", async () => {
    const env = ctx();
    const admin = await signedIn(env, "admin");
    expect(await startTotpEnrolmentAction({ currentPassword: WRONG })).toMatchObject(wrongPassword);
    const started = await startTotpEnrolmentAction({ currentPassword: PASSWORD });
    if (!started.ok) throw new Error(`enrolment refused: ${started.code}`);
    const code = totpCodeAt(started.data.secret, Date.now());
    expect(await confirmTotpEnrolmentAction({ factorId: started.data.factorId, code })).toMatchObject({ ok: true });
    await settleAfterTasks();
    expect(await mails(env, admin.email, "Verificação em duas etapas ativada")).toHaveLength(1);

    const next = totpCodeAt(started.data.secret, Date.now() + 30_000);
    expect(await disableTotpAction({ code: next, currentPassword: WRONG })).toMatchObject(wrongPassword);
    expect(await disableTotpAction({ code: next, currentPassword: PASSWORD })).toMatchObject({ ok: true });
    await settleAfterTasks();
    expect(await mails(env, admin.email, "Verificação em duas etapas desativada")).toHaveLength(1);
  });

  it("an e-mail change needs the password: no link is sent without it", async () => {
    const env = ctx();
    await signedIn(env);
    const to = `novo-${Date.now()}@exemplo.com.br`;
    expect(await requestEmailChangeAction({ email: to, currentPassword: WRONG })).toMatchObject(wrongPassword);
    expect(await env.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.toEmail, to))).toHaveLength(0);
    expect(await requestEmailChangeAction({ email: to, currentPassword: PASSWORD })).toMatchObject({ ok: true });
    expect(await env.db.select().from(t.emailOutbox).where(eq(t.emailOutbox.toEmail, to))).toHaveLength(1);
  });

  it("deleting an account needs the owner's password, or the administrator's own", async () => {
    const env = ctx();
    const live = (id: string) =>
      env.db
        .select({ id: t.profiles.id })
        .from(t.profiles)
        .where(and(eq(t.profiles.id, id), isNull(t.profiles.deletedAt)));
    const customer = await env.createUser();
    await signedIn(env, "admin");
    expect(
      await eraseUserAsAdminAction(customer.id, { confirmation: "EXCLUIR", currentPassword: WRONG }),
    ).toMatchObject(wrongPassword);
    expect(await live(customer.id)).toHaveLength(1);

    const owner = await signedIn(env);
    expect(await eraseOwnAccountAction({ confirmation: "EXCLUIR", currentPassword: WRONG })).toMatchObject(
      wrongPassword,
    );
    expect(await live(owner.id)).toHaveLength(1);
    expect(await eraseOwnAccountAction({ confirmation: "EXCLUIR", currentPassword: PASSWORD })).toMatchObject({
      ok: true,
    });
    expect(await live(owner.id)).toHaveLength(0);
  });

  it("wrong passwords share one count per user across these actions", async () => {
    await signedIn(ctx());
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await startTotpEnrolmentAction({ currentPassword: `${WRONG}${i}` });
      const b = await eraseOwnAccountAction({ confirmation: "EXCLUIR", currentPassword: `${WRONG}${i}` });
      answers.push(a.ok ? "ok" : a.code, b.ok ? "ok" : b.code);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("invalid_credentials"));
    expect(answers.slice(10)).toEqual(["rate_limited", "rate_limited"]);
  });
});
