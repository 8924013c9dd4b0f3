/** Claims of a verified access token: the same shape Supabase Auth puts in its JWTs. */
export type AuthClaims = {
  sub: string;
  email?: string;
  role: "authenticated";
  aud: string;
  exp: number;
  iat: number;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
};

/** Expected failures of the auth flows; each maps to a message key in `auth.errors`. */
export type AuthErrorCode =
  | "invalidCredentials"
  /** The right password of an account whose e-mail is not confirmed yet (Supabase Auth with "Confirm email" on). */
  | "emailNotConfirmed"
  | "emailInUse"
  | "weakPassword"
  | "invalidToken"
  | "rateLimited"
  | "unavailable"
  /** A TOTP or recovery code that does not match (or was already used). */
  | "invalidCode"
  /** The provider cannot do this (e.g. Supabase Auth lists no sessions to its users). */
  | "unsupported"
  /** A sign-up refused because the accounts reached the admin's user limit (max_users). */
  | "userLimitReached";

export type AuthResult<T = undefined> = { ok: true; data: T } | { ok: false; code: AuthErrorCode };

export type SignUpInput = {
  email: string;
  password: string;
  metadata: {
    name: string;
    phone?: string;
    document?: string;
    cpf?: string;
    user_type: "subscriber" | "affiliate";
    subscription?: "trial";
    /** Affiliate code from ?ref=; the sign-up trigger links the referral. */
    referral_code?: string;
  };
};

/** Where a sign-in comes from, recorded on the session for Configurações › Segurança. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

export type SessionInfo = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  current: boolean;
};

/** `listable: false` when the provider only knows the current session (Supabase Auth has no list for users). */
export type SessionList = { sessions: SessionInfo[]; listable: boolean };

export type MfaStatus = { enabled: boolean; recoveryCodesLeft: number | null };

/** A TOTP factor awaiting its first code: the URI goes into the QR code, the secret is typed by hand. */
export type TotpEnrolment = { factorId: string; uri: string; secret: string };

/** Cookie access in the three contexts that can write them: server actions, route handlers and proxy. */
export type CookieJar = {
  all(): { name: string; value: string }[];
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
};

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  path?: string;
  maxAge?: number;
};

/**
 * One interface, two adapters (Supabase Auth, or the local adapter on the embedded database).
 * Every method that changes the session writes cookies through the given jar.
 */
export interface AuthAdapter {
  readonly kind: "supabase" | "local";
  /** Verified claims of the current session, or null. Never trusts an unverified cookie. */
  getClaims(jar: CookieJar): Promise<AuthClaims | null>;
  /**
   * `secondFactor: true` when the account has TOTP on: no full session yet, the caller sends the person to the
   * second step (verifySecondFactor) with what this call left in the jar.
   */
  signInWithPassword(
    jar: CookieJar,
    email: string,
    password: string,
    client?: ClientInfo,
  ): Promise<AuthResult<{ userId: string; secondFactor: boolean }>>;
  /** The sign-in's second step: a TOTP code or a recovery code (each recovery code works once). */
  verifySecondFactor(jar: CookieJar, code: string, client?: ClientInfo): Promise<AuthResult<{ userId: string }>>;
  /** The user id a pending second step belongs to (for rate limits), or null. */
  pendingSecondFactor(jar: CookieJar): Promise<string | null>;
  signUp(jar: CookieJar, input: SignUpInput): Promise<AuthResult<{ userId: string; signedIn: boolean }>>;
  signOut(jar: CookieJar): Promise<void>;
  /** Sends the recovery e-mail; answers the same whether or not the address exists. */
  requestPasswordReset(jar: CookieJar, email: string): Promise<AuthResult>;
  /**
   * Sets a new password from a recovery token (local) or the recovery session (Supabase); every other session of the
   * user ends. Answers the account's e-mail (the link proved it: the sign-in throttle trusts this browser).
   */
  resetPassword(jar: CookieJar, token: string | null, newPassword: string): Promise<AuthResult<{ email: string }>>;
  /**
   * Starts a change of the signed-in user's e-mail: a confirmation link goes to the new address (and a notice to the
   * old one); nothing changes until it is clicked. Answers the same when the new address already has an account.
   */
  requestEmailChange(jar: CookieJar, userId: string, newEmail: string): Promise<AuthResult>;
  /**
   * Checks the signed-in user's password again, changing nothing (no session is opened or ended): what deletion, an
   * e-mail change and 2FA changes ask first, so a session alone (a borrowed browser, a stolen cookie) cannot do them.
   */
  verifyPassword(jar: CookieJar, userId: string, password: string): Promise<AuthResult>;
  /** Changes the signed-in user's password after checking the current one; other sessions are signed out. */
  changePassword(jar: CookieJar, userId: string, currentPassword: string, newPassword: string): Promise<AuthResult>;
  listSessions(jar: CookieJar, userId: string): Promise<SessionList>;
  revokeSession(jar: CookieJar, userId: string, sessionId: string): Promise<AuthResult>;
  /** Signs out every session of the user but this one. */
  revokeOtherSessions(jar: CookieJar, userId: string): Promise<AuthResult>;
  mfaStatus(jar: CookieJar, userId: string): Promise<MfaStatus>;
  startTotpEnrolment(jar: CookieJar, userId: string, email: string): Promise<AuthResult<TotpEnrolment>>;
  /** Turns the factor on with its first code; answers the recovery codes to show once (none where unsupported). */
  confirmTotpEnrolment(
    jar: CookieJar,
    userId: string,
    factorId: string,
    code: string,
  ): Promise<AuthResult<{ recoveryCodes: string[] }>>;
  /** Turns TOTP off, given a current code (or a recovery code). */
  disableTotp(jar: CookieJar, userId: string, code: string): Promise<AuthResult>;
  /**
   * Account deletion: the sign-in identity loses its e-mail, password, metadata, factors and sessions, so nobody can
   * sign in as it again. The row itself stays (the emptied profile and the payment records point at it).
   */
  eraseIdentity(userId: string): Promise<void>;
  /** Refreshes an expiring session; used by proxy.ts on every matched request. */
  refreshSession(jar: CookieJar): Promise<AuthClaims | null>;
}
