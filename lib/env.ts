import "server-only";
import { z } from "zod";

/**
 * Server environment, validated once. Every variable is optional for the embedded default
 * (`npm run dev` with nothing configured); combinations that would half-work fail loudly here.
 */
const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** The public URL (e-mail links, Secure cookies when https). Required by a production start. */
    APP_URL: z.url().optional(),
    /** "true" creates the demo accounts (published password): `npm run dev` sets it; production never by default. */
    DEMO_ACCOUNTS: z.enum(["true", "false"]).optional(),
    /** With DEMO_ACCOUNTS=true, "false" leaves the demo accounts empty (the Playwright server); default: the living demo (lib/demo). */
    DEMO_DATA: z.enum(["true", "false"]).optional(),
    /** "sandbox" runs the built-in sandbox payment provider outside development (tests, demos). */
    PAYMENTS_PROVIDER: z.enum(["sandbox"]).optional(),
    DATABASE_URL: z.string().min(1).optional(),
    PGLITE_DATA_DIR: z.string().min(1).optional(),
    NEXT_PUBLIC_SUPABASE_URL: z.url().optional(),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1).optional(),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET precisa de pelo menos 32 caracteres").optional(),
    SMTP_URL: z.string().min(1).optional(),
    EMAIL_FROM: z.string().min(3).default("Tributo Certo <nao-responda@tributocerto.com.br>"),
    ENABLE_DEV_OUTBOX: z.enum(["true", "false"]).optional(),
    ASAAS_API_KEY: z.string().min(1).optional(),
    ASAAS_ENVIRONMENT: z.enum(["sandbox", "production"]).optional(),
    ASAAS_BASE_URL: z.url().optional(),
    ASAAS_WEBHOOK_TOKEN: z.string().min(16, "ASAAS_WEBHOOK_TOKEN precisa de pelo menos 16 caracteres").optional(),
    CRON_SECRET: z.string().min(16, "CRON_SECRET precisa de pelo menos 16 caracteres").optional(),
    /** "off" stops the in-process jobs of embedded mode (lib/jobs), e.g. on a test server that calls the job routes itself. */
    JOBS_SCHEDULER: z.enum(["on", "off"]).optional(),
    /**
     * "off" stops this process's job-queue workers (lib/queue: the office's batches), e.g. a second instance kept for
     * web traffic only; the jobs wait for a process that runs them. On by default in every mode.
     */
    QUEUE_WORKERS: z.enum(["on", "off"]).optional(),
    /**
     * How many reverse proxies in front of the app append to X-Forwarded-For (a load balancer, a CDN...). 0, the
     * default: the header is ignored and rate limits key on the socket's address, so a forged header changes nothing.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number()
      .int("TRUSTED_PROXY_HOPS deve ser um número inteiro de 0 a 10")
      .min(0)
      .max(10)
      .default(0),
    /**
     * 32 random bytes, base64 or 64 hex digits: encrypts secrets stored in system_settings (AES-256-GCM,
     * lib/security/settings-cipher.ts). Required in production with a DATABASE_URL; in embedded mode a key is
     * generated once into the data dir (settings.key, mode 0600) when it is not set.
     */
    SETTINGS_ENCRYPTION_KEY: z
      .string()
      .refine(
        (v) => settingsKeyBytes(v) !== null,
        "SETTINGS_ENCRYPTION_KEY precisa ter 32 bytes (base64 ou 64 dígitos hexadecimais)",
      )
      .optional(),
    /** The AI assistant's model when the admin setting openai_api_key is empty (chat-completions API). */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_MODEL: z.string().min(1).optional(),
    /** Any OpenAI-compatible server (Azure OpenAI, OpenRouter, vLLM, Ollama); default api.openai.com. */
    OPENAI_BASE_URL: z.url().optional(),
    /** The assistant's message limits when the admin settings do not set them (defaults 100 and 10000). */
    AI_DAILY_MESSAGE_LIMIT: z.coerce.number().int().min(0).optional(),
    AI_MONTHLY_MESSAGE_LIMIT: z.coerce.number().int().min(0).optional(),
    /**
     * The CNPJ look-up's provider (documents in): a URL with {cnpj}, answering BrasilAPI's shape (Minha Receita and
     * OpenCNPJ mirror it); default BrasilAPI. "off" turns the look-up off (the form then says to fill by hand).
     */
    CNPJ_LOOKUP_URL: z.union([z.literal("off"), z.url()]).optional(),
    /** Set by Next itself ("phase-production-build" during `next build`). */
    NEXT_PHASE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.NEXT_PUBLIC_SUPABASE_URL) !== Boolean(env.NEXT_PUBLIC_SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: "custom",
        message: "Defina NEXT_PUBLIC_SUPABASE_URL e NEXT_PUBLIC_SUPABASE_ANON_KEY juntos.",
      });
    }
    if (env.NEXT_PUBLIC_SUPABASE_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        message: "Com Supabase, defina DATABASE_URL (connection string do Postgres do projeto).",
      });
    }
    if (env.ASAAS_API_KEY && !env.ASAAS_WEBHOOK_TOKEN) {
      ctx.addIssue({
        code: "custom",
        message: "Com ASAAS_API_KEY, defina ASAAS_WEBHOOK_TOKEN (o mesmo token configurado no webhook do Asaas).",
      });
    }
    if (env.NODE_ENV === "production" && !env.APP_URL && env.NEXT_PHASE !== "phase-production-build") {
      ctx.addIssue({
        code: "custom",
        message: "Em produção, defina APP_URL (a URL pública do app, ex.: https://app.exemplo.com.br).",
      });
    }
    if (
      env.NODE_ENV === "production" &&
      env.DATABASE_URL &&
      !env.SETTINGS_ENCRYPTION_KEY &&
      env.NEXT_PHASE !== "phase-production-build"
    ) {
      ctx.addIssue({
        code: "custom",
        message:
          "Em produção com DATABASE_URL, defina SETTINGS_ENCRYPTION_KEY (32 bytes em base64: `openssl rand -base64 32`); ela cifra as chaves de API salvas no painel.",
      });
    }
    // With a DATABASE_URL no job runs in process (lib/jobs): without the secret the reconcile route stays closed and
    // paid periods that ran out are never closed, nor missed webhooks caught up.
    if (
      env.NODE_ENV === "production" &&
      env.DATABASE_URL &&
      env.ASAAS_API_KEY &&
      !env.CRON_SECRET &&
      env.NEXT_PHASE !== "phase-production-build"
    ) {
      ctx.addIssue({
        code: "custom",
        message:
          "Em produção com DATABASE_URL e ASAAS_API_KEY, defina CRON_SECRET (16+ caracteres) e agende POST /api/jobs/reconcile; sem ele, os períodos pagos vencidos nunca são encerrados.",
      });
    }
    if (env.DATABASE_URL && !env.NEXT_PUBLIC_SUPABASE_URL && !env.AUTH_SECRET && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        message: "Com DATABASE_URL e autenticação local em produção, defina AUTH_SECRET.",
      });
    }
  });

/** The 32 key bytes of SETTINGS_ENCRYPTION_KEY (base64 or hex), or null when it is not a 256-bit key. */
export function settingsKeyBytes(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, "hex")
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, "base64")
      : null;
  return bytes && bytes.length === 32 ? bytes : null;
}

export type ServerEnv = z.infer<typeof serverEnvSchema> & { APP_URL: string };

const LOCAL_APP_URL = "http://localhost:3000";

let cached: ServerEnv | undefined;

/** Tests that change process.env call this so the next env() reads it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

/**
 * A variable set to an empty string counts as unset: compose files and CI templates write `DEMO_ACCOUNTS=` or
 * `SMTP_URL=${SMTP_URL}` for "not set", which the schema would otherwise refuse ('Invalid option') or take as a value.
 */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "",
    ),
  );
}

/** The one way to read the environment (validated once; every variable named in the schema above). */
export function env(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvSchema.safeParse(withoutEmpty(process.env));
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`).join("; ");
    throw new Error(`Configuração inválida: ${details}`);
  }
  cached = { ...parsed.data, APP_URL: parsed.data.APP_URL ?? LOCAL_APP_URL };
  return cached;
}

/** Served over https (APP_URL says so): cookies are then Secure. */
export function isHttpsApp(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function isSupabaseAuth(): boolean {
  return Boolean(env().NEXT_PUBLIC_SUPABASE_URL);
}

/** The development outbox page is reachable in `next dev`, or when explicitly enabled (e2e runs). */
export function isDevOutboxEnabled(): boolean {
  const e = env();
  if (isSupabaseAuth() || e.SMTP_URL) return false;
  return e.NODE_ENV === "development" || e.ENABLE_DEV_OUTBOX === "true";
}

/**
 * 'Exigir 2FA para administradores' when the admin has not set it: on in production, where an administrator's
 * password alone should never open the back office; off in development and on demo instances (DEMO_ACCOUNTS=true),
 * whose admin password is published and whose 2FA a visitor could otherwise enrol for everyone.
 */
export function requireAdmin2faByDefault(): boolean {
  const e = env();
  return e.NODE_ENV === "production" && e.DEMO_ACCOUNTS !== "true";
}
