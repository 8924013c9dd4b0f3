import { hash } from "bcryptjs";
import type { SqlExecutor } from "./executor";

// Administrators come from `npm run admin:create` (scripts/admin-create.ts), never from a published password.
// Through the owner connection: this is an operator's tool run where the database is reachable.

export type AdministratorInput = { email: string; name: string; password: string };

/**
 * Creates an administrator with the local auth adapter's password hashing (bcrypt), or, when the e-mail already
 * has an account, sets its password and makes it an administrator. Returns what happened.
 */
export async function upsertAdministrator(db: SqlExecutor, input: AdministratorInput): Promise<"created" | "promoted"> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hash(input.password, 10);
  return db.transaction(async (tx) => {
    // The operator making an administrator is not a sign-up: the admin's user limit does not apply to it.
    await tx.query("select set_config('tributo.user_limit', 'off', true)");
    const [existing] = await tx.query<{ id: string }>("select id from auth.users where email = $1", [email]);
    let id = existing?.id;
    if (id) {
      await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        id,
        passwordHash,
      ]);
    } else {
      const metadata = JSON.stringify({ name: input.name, user_type: "subscriber" });
      const [created] = await tx.query<{ id: string }>(
        "insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(), $3::jsonb) returning id",
        [email, passwordHash, metadata],
      );
      id = created.id;
    }
    await tx.query(
      "update public.profiles set user_type = 'admin', name = coalesce(nullif(name, ''), $2) where id = $1",
      [id, input.name],
    );
    return existing ? "promoted" : "created";
  });
}
