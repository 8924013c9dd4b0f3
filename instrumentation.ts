/**
 * Runs once when a server starts: validates the environment so a misconfigured production start (no APP_URL,
 * a half-set Supabase or Asaas configuration) stops at once with its pt-BR message, before serving a request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Rate limits key on the socket's address, which route handlers and actions cannot see otherwise.
    const { stampPeerAddresses } = await import("./lib/security/peer-address");
    stampPeerAddresses();
  }
  const { env } = await import("./lib/env");
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    // Next only logs a failing hook and keeps a half-started server up; a process that cannot serve must end.
    if (typeof process !== "undefined" && typeof process.exit === "function") process.exit(1);
    throw error;
  }
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Embedded mode runs its own jobs (payments reconcile every 15 minutes...); lib/jobs/start.ts says when not.
    const { startEmbeddedJobs } = await import("./lib/jobs/start");
    startEmbeddedJobs();
    // The job queue's workers (lib/queue): the office's batches and recomputes, left over from a restart included.
    const { startQueue } = await import("./lib/jobs/queue");
    startQueue();
    // DEMO_ACCOUNTS=true: the demo accounts open to companies, simulations, referrals and payments (lib/demo).
    const { startLivingDemo } = await import("./lib/demo/start");
    startLivingDemo();
  }
}
