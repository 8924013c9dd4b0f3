/**
 * What every route of the Supabase Auth double shares: its settings (the dashboard's Auth settings that matter
 * here, mutable by a test), the signer, the mailer, the store, and the error and response shapes of Supabase Auth's
 * API (version 2024-01-01, which supabase-js asks for: `{ code, message }` with the HTTP status).
 */
import type { Mailer } from "./mailer";
import { amrOf, userJson, type SessionRow, type Sql, type Store, type UserRow } from "./store";
import type { AccessClaims, Signer } from "./tokens";

export type DoubleSettings = {
  /** Auth › Sessions: access token lifetime ("JWT expiry"). */
  jwtExpirySeconds: number;
  /** Auth › Providers › Email › Confirm email. */
  confirmEmail: boolean;
  /** Auth › Providers › Email › Secure email change (both addresses confirm). */
  secureEmailChange: boolean;
  /** Minimum interval between e-mails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  /** E-mail OTP and link lifetime. */
  otpExpirySeconds: number;
  minPasswordLength: number;
  /** A used refresh token still answers within this interval (concurrent refreshes). */
  refreshReuseIntervalSeconds: number;
  mfaChallengeExpirySeconds: number;
  /** Auth › Rate Limits, per client address and 5 minutes (e-mails: per hour, for the whole project). */
  rateLimits: { signInsSignUps: number; tokenRefreshes: number; tokenVerifications: number; emailsPerHour: number };
  /** Auth › URL Configuration › Redirect URLs (globs), besides the Site URL's own origin. */
  redirectUrls: string[];
};

/** The hosted defaults of a new project (rate limits: with a custom SMTP server). */
export const DEFAULT_SETTINGS: DoubleSettings = {
  jwtExpirySeconds: 3600,
  confirmEmail: true,
  secureEmailChange: true,
  emailMaxFrequencySeconds: 60,
  otpExpirySeconds: 3600,
  minPasswordLength: 6,
  refreshReuseIntervalSeconds: 10,
  mfaChallengeExpirySeconds: 300,
  rateLimits: { signInsSignUps: 30, tokenRefreshes: 150, tokenVerifications: 30, emailsPerHour: 30 },
  redirectUrls: [],
};

/**
 * The rate limits docs/deploy-supabase.md asks for (step "Rate limits"): the app calls Supabase Auth from its server,
 * so every user's sign-in and refresh comes from the server's address, where the hosted defaults count per address.
 */
export const DEPLOY_GUIDE_RATE_LIMITS: DoubleSettings["rateLimits"] = {
  signInsSignUps: 1000,
  tokenRefreshes: 5000,
  tokenVerifications: 1000,
  emailsPerHour: 500,
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type Request = {
  method: string;
  /** Path after /auth/v1. */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

export type Ctx = {
  siteUrl: string;
  settings: DoubleSettings;
  signer: Signer;
  mailer: Mailer;
  store: Store;
  /** Counts a request of a rate-limited kind from the request's address; throws 429 past the limit. */
  limit(kind: "signInsSignUps" | "tokenRefreshes" | "tokenVerifications", ip: string): void;
  /** Counts one e-mail against the project's hourly limit; throws 429 past it. */
  limitEmail(): void;
};

/** A signed-in caller: the verified claims, their user and their session (null for a token without session_id). */
export type Caller = { claims: AccessClaims; user: UserRow; session: SessionRow | null; token: string };

export const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function userAgentOf(req: Request): string | null {
  const ua = req.headers["user-agent"];
  return typeof ua === "string" ? ua : null;
}

/** The AccessTokenResponse of Supabase Auth for this session. */
export async function tokenResponse(ctx: Ctx, sql: Sql, user: UserRow, session: SessionRow, refreshToken: string) {
  const expiresIn = ctx.settings.jwtExpirySeconds;
  const accessToken = await ctx.signer.sign(
    {
      sub: user.id,
      email: user.email,
      phone: "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: session.aal,
      amr: await amrOf(sql, session.id),
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    expiresIn,
  );
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user: await userJson(sql, user),
  };
}

export function checkPassword(ctx: Ctx, password: string): void {
  if (password.length < ctx.settings.minPasswordLength) {
    throw new ApiError(
      422,
      "weak_password",
      `Password should be at least ${ctx.settings.minPasswordLength} characters.`,
      { weak_password: { reasons: ["length"] } },
    );
  }
}

/** 429 when the last e-mail of this kind went out less than the minimum interval ago. */
export function checkEmailFrequency(ctx: Ctx, sentAt: Date | null): void {
  if (!sentAt) return;
  const wait = ctx.settings.emailMaxFrequencySeconds - Math.floor((Date.now() - sentAt.getTime()) / 1000);
  if (wait > 0)
    throw new ApiError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
}

export const isExpired = (ctx: Ctx, sentAt: Date | null) =>
  !sentAt || Date.now() - sentAt.getTime() > ctx.settings.otpExpirySeconds * 1000;
