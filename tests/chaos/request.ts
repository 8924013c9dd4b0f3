import type { CurrentUser } from "@/lib/auth/session";

/**
 * The request the server code sees when the chaos suite calls it outside Next: its cookies, its headers and the
 * signed-in user. tests/chaos/setup.ts points next/headers and getCurrentUser here; tests arrange it per call.
 */
export const request = {
  cookies: new Map<string, string>(),
  headers: new Headers({ "x-forwarded-for": "198.51.100.23" }),
  /** The signed-in user as given, or "session": the real one, from the session cookies through the auth adapter. */
  user: null as CurrentUser | null | "session",
};

/** Work an action handed to next/server's after(): Next runs it once the response is sent; the suite awaits it. */
export const afterTasks: Promise<unknown>[] = [];

/** Waits for every after() task so far (their failures are the product's to log, not the caller's). */
export async function settleAfterTasks(): Promise<void> {
  await Promise.allSettled(afterTasks.splice(0));
}

export function resetRequest(user: CurrentUser | null | "session" = null): void {
  request.cookies.clear();
  request.headers = new Headers({ "x-forwarded-for": "198.51.100.23" });
  request.user = user;
}
