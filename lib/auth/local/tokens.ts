import "server-only";
import crypto from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { AuthClaims } from "@/lib/auth/types";
import { env } from "@/lib/env";
import { authSecret } from "./secret";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = "authenticated";

function issuer() {
  return `${env().APP_URL}/auth/v1`;
}

export type TokenSubject = {
  userId: string;
  email: string;
  sessionId: string;
  userMetadata: Record<string, unknown>;
};

/** Signs a short-lived access token with Supabase's claim shape (HS256). */
export async function signAccessToken(subject: TokenSubject): Promise<string> {
  return new SignJWT({
    email: subject.email,
    phone: "",
    role: "authenticated",
    aal: "aal1",
    session_id: subject.sessionId,
    is_anonymous: false,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: subject.userMetadata,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject.userId)
    .setAudience(AUDIENCE)
    .setIssuer(issuer())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(authSecret());
}

export type VerifiedToken =
  | { status: "valid"; claims: AuthClaims }
  | { status: "expired"; sessionId: string | undefined }
  | { status: "invalid" };

/**
 * Verifies signature, audience and issuer. An expired but authentic token may be refreshed;
 * a token with a bad signature is an attack or corruption and must end the session.
 */
export async function verifyAccessToken(token: string): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      issuer: issuer(),
    });
    if (typeof payload.sub !== "string" || payload.role !== "authenticated") return { status: "invalid" };
    return { status: "valid", claims: payload as AuthClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const sid = error.payload.session_id;
      return { status: "expired", sessionId: typeof sid === "string" ? sid : undefined };
    }
    return { status: "invalid" };
  }
}

export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** How long the second step of a sign-in may wait for its code. */
export const PENDING_FACTOR_TTL_SECONDS = 5 * 60;
const PENDING_AUDIENCE = "second-factor";

/**
 * After a right password on an account with TOTP: proof of the first factor only. Another audience than access
 * tokens, so it can never be used as one.
 */
export async function signPendingFactor(userId: string): Promise<string> {
  return new SignJWT({})
    .setJti(newOpaqueToken())
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setAudience(PENDING_AUDIENCE)
    .setIssuer(issuer())
    .setIssuedAt()
    .setExpirationTime(`${PENDING_FACTOR_TTL_SECONDS}s`)
    .sign(authSecret());
}

/** The user and token id of a valid, unexpired pending-factor token, or null (the id makes the token single-use). */
export async function verifyPendingFactorToken(token: string): Promise<{ userId: string; tokenId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      algorithms: ["HS256"],
      audience: PENDING_AUDIENCE,
      issuer: issuer(),
    });
    return typeof payload.sub === "string" && typeof payload.jti === "string"
      ? { userId: payload.sub, tokenId: payload.jti }
      : null;
  } catch {
    return null;
  }
}
