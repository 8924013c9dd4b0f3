import "server-only";
import { withRls } from "@/lib/db/rls";
import { getOwnProfile } from "./profile";
import { safeRedirect } from "./redirect";

export type Portal = "subscriber" | "affiliate" | "admin";
export const PORTALS = ["subscriber", "affiliate", "admin"] as const satisfies readonly Portal[];

/** Where each sign-in form lands : subscribers /dashboard, affiliates /affiliates, admins the back office. */
export async function landingFor(userId: string, portal: Portal, next: string | undefined): Promise<string> {
  const profile = await withRls({ sub: userId, role: "authenticated" }, (tx) => getOwnProfile(tx, userId));
  if (portal === "admin" || profile?.userType === "admin") return "/admin/dashboard";
  if (portal === "affiliate") return "/affiliates";
  return safeRedirect(next, "/dashboard");
}
