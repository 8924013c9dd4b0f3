/**
 * Runs once when a server starts: validates the environment so a misconfigured production start (no APP_URL,
 * a half-set Supabase or Asaas configuration) fails at once with its pt-BR message, before serving a request.
 */
export async function register() {
  const { env } = await import("./lib/env");
  env();
}
