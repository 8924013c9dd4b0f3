import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  createSession,
  isSessionActive,
  REUSE_GRACE_SECONDS,
  rotateRefreshToken,
} from "@/lib/auth/local/session-store";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase } from "../helpers/db";

describeOnEachDatabase("local sessions: refresh-token rotation", (ctx) => {
  it("two concurrent refreshes with the same token both succeed (grace window); the session survives", async () => {
    const env = ctx();
    const user = await env.createUser();
    const { sessionId, refreshToken } = await createSession(env.db, user.id, "test");
    const first = await rotateRefreshToken(env.db, refreshToken);
    const second = await rotateRefreshToken(env.db, refreshToken);
    expect(first?.refreshToken).toBeTruthy();
    expect(second?.refreshToken).toBeTruthy();
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
    expect(await isSessionActive(env.db, sessionId)).toBe(true);
    expect(await rotateRefreshToken(env.db, first!.refreshToken)).not.toBeNull();
  });

  it("a rotated token replayed after the grace window revokes the whole session", async () => {
    const env = ctx();
    const user = await env.createUser();
    const { sessionId, refreshToken } = await createSession(env.db, user.id, "test");
    const rotated = await rotateRefreshToken(env.db, refreshToken);
    await env.db
      .update(t.authRefreshTokens)
      .set({ createdAt: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
      .where(eq(t.authRefreshTokens.sessionId, sessionId));
    expect(await rotateRefreshToken(env.db, refreshToken)).toBeNull();
    expect(await isSessionActive(env.db, sessionId)).toBe(false);
    expect(await rotateRefreshToken(env.db, rotated!.refreshToken)).toBeNull();
  });

  it("replays cannot keep the grace window open: it runs from the token's first rotation", async () => {
    const env = ctx();
    const user = await env.createUser();
    const { sessionId, refreshToken } = await createSession(env.db, user.id, "test");
    await rotateRefreshToken(env.db, refreshToken);
    // The first rotation is older than the window; a sibling minted since (a replay inside it) is recent.
    await env.db
      .update(t.authRefreshTokens)
      .set({ createdAt: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 5})` })
      .where(eq(t.authRefreshTokens.sessionId, sessionId));
    await env.db.insert(t.authRefreshTokens).values({
      tokenHash: `sibling-${Date.now()}`,
      sessionId,
      userId: user.id,
      parentHash: (
        await env.db
          .select({ parent: t.authRefreshTokens.parentHash })
          .from(t.authRefreshTokens)
          .where(eq(t.authRefreshTokens.sessionId, sessionId))
          .limit(2)
      ).find((r) => r.parent)!.parent,
      expiresAt: sql`now() + interval '1 day'`,
    });
    expect(await rotateRefreshToken(env.db, refreshToken)).toBeNull();
    expect(await isSessionActive(env.db, sessionId)).toBe(false);
  });

  it("a session ends 30 days after sign-in however often it was refreshed", async () => {
    const env = ctx();
    const user = await env.createUser();
    const { sessionId, refreshToken } = await createSession(env.db, user.id, "test");
    const fresh = await rotateRefreshToken(env.db, refreshToken);
    await env.db
      .update(t.authSessions)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(t.authSessions.id, sessionId));
    expect(await isSessionActive(env.db, sessionId)).toBe(false);
    expect(await rotateRefreshToken(env.db, fresh!.refreshToken)).toBeNull();
  });
});
