/**
 * The Supabase Auth double's JWTs: an access token with the claims Supabase Auth puts in it (iss, sub, aud, exp, iat,
 * email, phone, app_metadata, user_metadata, role, aal, amr, session_id, is_anonymous), signed like a project's
 * keys: ES256 with a key published at /.well-known/jwks.json (the asymmetric signing keys new projects get), or
 * HS256 with a shared secret (the legacy JWT secret, where supabase-js asks GET /user to verify every token).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";

export type SigningMode = "ES256" | "HS256";

export type AmrEntry = { method: string; timestamp: number };

export type AccessClaims = JWTPayload & {
  sub: string;
  role: string;
  aal: "aal1" | "aal2";
  amr: AmrEntry[];
  session_id: string;
  email: string;
};

export type Signer = {
  mode: SigningMode;
  /** The public keys a client fetches (empty for HS256: a shared secret is never published). */
  jwks: { keys: JWK[] };
  sign(claims: Omit<AccessClaims, "iss" | "iat" | "exp" | "aud">, expiresIn: number): Promise<string>;
  /** The verified claims, or null for a bad signature, another issuer or an expired token. */
  verify(token: string): Promise<AccessClaims | null>;
};

export async function createSigner(mode: SigningMode, issuer: string, secret?: string): Promise<Signer> {
  const kid = randomUUID();
  let signingKey: CryptoKey | Uint8Array;
  let verifyKey: CryptoKey | Uint8Array;
  let jwks: { keys: JWK[] } = { keys: [] };
  if (mode === "ES256") {
    const pair = await generateKeyPair("ES256", { extractable: true });
    signingKey = pair.privateKey;
    verifyKey = pair.publicKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: "ES256", use: "sig", key_ops: ["verify"] }] };
  } else {
    if (!secret || secret.length < 32) throw new Error("HS256 needs a JWT secret of 32+ characters");
    signingKey = verifyKey = new TextEncoder().encode(secret);
  }
  return {
    mode,
    jwks,
    async sign(claims, expiresIn) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims, aud: "authenticated" })
        .setProtectedHeader(mode === "ES256" ? { alg: mode, kid, typ: "JWT" } : { alg: mode, typ: "JWT" })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(signingKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, verifyKey, { issuer, algorithms: [mode] });
        return payload as AccessClaims;
      } catch {
        return null;
      }
    },
  };
}

/** An opaque refresh token (Supabase Auth's are short random strings, single use). */
export function newRefreshToken(): string {
  return randomBytes(9).toString("base64url");
}

/** A six-digit e-mail OTP ({{ .Token }} in the templates). */
export function newEmailOtp(): string {
  return String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, "0");
}

/** {{ .TokenHash }} of the e-mail templates: a digest of the address and its OTP, as Supabase Auth makes it. */
export function emailTokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}
