import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import { env } from "@/lib/env";
import { instanceSecretPath } from "@/lib/security/instance-secret";

let cached: Uint8Array | undefined;

/**
 * The HMAC key of the local adapter's JWTs: AUTH_SECRET, or (embedded mode) a random key generated once
 * inside the PGlite data dir, so `npm run db:reset` also invalidates every old session.
 */
export function authSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) {
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  const file = instanceSecretPath("auth-secret");
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  cached = new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
  return cached;
}
