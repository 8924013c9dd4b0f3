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

export function resetRequest(user: CurrentUser | null | "session" = null): void {
  request.cookies.clear();
  request.headers = new Headers({ "x-forwarded-for": "198.51.100.23" });
  request.user = user;
}
