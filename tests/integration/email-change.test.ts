import { desc, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { authEmailChangeTokens, emailOutbox, profiles } from "@/lib/db/schema";
import { describeOnEachDatabase } from "../helpers/db";

// E-mail change with the local adapter: a link to the new address changes the account (and the profile's copy)
// once; an address that already has an account gets a notice instead of a link, and the page cannot tell.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { confirmLocalEmailChange, requestLocalEmailChange } = await import("@/lib/auth/local/email-change");

const tokenIn = (text: string) => decodeURIComponent(/email-change\?token=([^\s]+)/.exec(text)?.[1] ?? "");

describeOnEachDatabase("local e-mail change", (ctx) => {
  it("sends a single-use link to the new address and a notice to the old; the link moves the account", async () => {
    current = ctx().db;
    const user = await ctx().createUser();
    const target = `novo-${Date.now()}@teste.tributocerto.com.br`;
    expect(await requestLocalEmailChange(user.id, ` ${target.toUpperCase()} `)).toEqual({ ok: true, data: undefined });

    const mails = await ctx().db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(2);
    const link = mails.find((m) => m.toEmail === target);
    expect(link?.subject).toBe("Confirme seu novo e-mail — Tributo Certo");
    expect(mails.find((m) => m.toEmail === user.email)?.bodyText).toContain(target);
    const [unchanged] = await ctx().db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, user.id));
    expect(unchanged.email).toBe(user.email);

    const token = tokenIn(link!.bodyText);
    expect(await confirmLocalEmailChange(token)).toEqual({ ok: true, data: { userId: user.id } });
    const [moved] = await ctx().db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, user.id));
    expect(moved.email).toBe(target);
    expect(await confirmLocalEmailChange(token)).toEqual({ ok: false, code: "invalidToken" });
    expect(await confirmLocalEmailChange("forjado")).toEqual({ ok: false, code: "invalidToken" });
  });

  it("answers the same for an address in use, e-mails its owner, and issues no link", async () => {
    current = ctx().db;
    const user = await ctx().createUser();
    const other = await ctx().createUser();
    expect(await requestLocalEmailChange(user.id, other.email)).toEqual({ ok: true, data: undefined });
    expect(
      await ctx().db.select().from(authEmailChangeTokens).where(eq(authEmailChangeTokens.userId, user.id)),
    ).toEqual([]);
    const [notice] = await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, other.email));
    expect(notice.subject).toBe("Tentativa de cadastro com o seu e-mail — Tributo Certo");
  });

  it("refuses a link whose address was taken after it was sent", async () => {
    current = ctx().db;
    const user = await ctx().createUser();
    const target = `disputado-${Date.now()}@teste.tributocerto.com.br`;
    await requestLocalEmailChange(user.id, target);
    const [mail] = await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, target));
    await ctx().exec.query("insert into auth.users (email) values ($1)", [target]);
    expect(await confirmLocalEmailChange(tokenIn(mail.bodyText))).toEqual({ ok: false, code: "emailInUse" });
  });
});
