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
  | "emailInUse"
  | "weakPassword"
  | "invalidToken"
  | "rateLimited"
  | "unavailable";

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
  signInWithPassword(jar: CookieJar, email: string, password: string): Promise<AuthResult<{ userId: string }>>;
  signUp(jar: CookieJar, input: SignUpInput): Promise<AuthResult<{ userId: string; signedIn: boolean }>>;
  signOut(jar: CookieJar): Promise<void>;
  /** Sends the recovery e-mail; answers the same whether or not the address exists. */
  requestPasswordReset(jar: CookieJar, email: string): Promise<AuthResult>;
  /** Sets a new password from a recovery token (local) or the recovery session (Supabase). */
  resetPassword(jar: CookieJar, token: string | null, newPassword: string): Promise<AuthResult>;
  /**
   * Starts a change of the signed-in user's e-mail: a confirmation link goes to the new address (and a notice to the
   * old one); nothing changes until it is clicked. Answers the same when the new address already has an account.
   */
  requestEmailChange(jar: CookieJar, userId: string, newEmail: string): Promise<AuthResult>;
  /** Refreshes an expiring session; used by proxy.ts on every matched request. */
  refreshSession(jar: CookieJar): Promise<AuthClaims | null>;
}
