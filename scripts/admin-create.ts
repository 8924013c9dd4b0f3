// npm run admin:create — creates an administrator (or makes an existing account one) on the configured database:
// PostgreSQL with DATABASE_URL, otherwise the embedded PGlite (stop the app first: one process owns the data dir).
// Asks the e-mail, the name and the password twice, hidden. Runs under tsx with --conditions=react-server.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import nextEnv from "@next/env";
import postgres from "postgres";
import { emailSchema, passwordSchema } from "../lib/br/zod";
import { upsertAdministrator } from "../lib/db/administrators";
import { claimDataDir, createPglite, liveOwnerPid, ownerPidFile, pgliteDataDir } from "../lib/db/embedded";
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from "../lib/db/executor";
import { applyMigrations } from "../lib/db/migrate";
import { env } from "../lib/env";
import messages from "../messages/pt-BR.json";

const validation = messages.validation as Record<string, string>;
const explain = (key: string | undefined) => validation[key?.replace("validation.", "") ?? ""] ?? "Valor inválido.";

/** Reads answers line by line; with a terminal, typing is hidden for the password prompts. */
function prompter() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, hidden = false) => {
    process.stdout.write(question);
    muted = hidden && Boolean(process.stdin.isTTY);
    const next = await lines.next();
    muted = false;
    if (hidden && process.stdin.isTTY) process.stdout.write("\n");
    if (next.done) throw new Error("Entrada encerrada antes do fim.");
    return String(next.value);
  };
  return { ask, close: () => rl.close() };
}

async function withDatabase<T>(fn: (db: SqlExecutor) => Promise<T>): Promise<T> {
  const url = env().DATABASE_URL;
  if (url) {
    const client = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await fn(postgresExecutor(client));
    } finally {
      await client.end();
    }
  }
  const dataDir = pgliteDataDir();
  const owner = liveOwnerPid(dataDir);
  if (owner !== null)
    throw new Error(`O app (processo ${owner}) está com ${dataDir} aberto. Pare o app e rode de novo.`);
  claimDataDir(dataDir);
  const pg = await createPglite(dataDir);
  try {
    return await fn(pgliteExecutor(pg));
  } finally {
    await pg.close();
    const { rmSync } = await import("node:fs");
    rmSync(ownerPidFile(dataDir), { force: true });
  }
}

async function main(): Promise<void> {
  // The same .env files `next` reads, before the first env() call validates and caches the environment.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", {
    info: () => undefined,
    error: console.error,
  });
  if (env().NEXT_PUBLIC_SUPABASE_URL) {
    throw new Error(
      "Com Supabase Auth, crie o usuário no painel do Supabase e marque-o como admin em public.profiles (user_type = 'admin').",
    );
  }
  const { ask, close } = prompter();
  try {
    const email = emailSchema.safeParse(await ask("E-mail do administrador: "));
    if (!email.success) throw new Error(explain(email.error.issues[0]?.message));
    const name = (await ask("Nome: ")).trim() || "Administrador";
    const password = passwordSchema.safeParse(await ask("Senha (mín. 8, com letras e números): ", true));
    if (!password.success) throw new Error(explain(password.error.issues[0]?.message));
    if ((await ask("Confirme a senha: ", true)) !== password.data) throw new Error("As senhas não coincidem.");

    const outcome = await withDatabase(async (db) => {
      await applyMigrations(db);
      return upsertAdministrator(db, { email: email.data, name, password: password.data });
    });
    console.log(
      outcome === "created"
        ? `Administrador ${email.data} criado.`
        : `A conta ${email.data} agora é administradora (senha redefinida).`,
    );
  } finally {
    close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
