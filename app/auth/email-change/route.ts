import { NextResponse } from "next/server";
import { confirmLocalEmailChange } from "@/lib/auth/local/email-change";
import { env, isSupabaseAuth } from "@/lib/env";
import { routeHandler } from "@/lib/route-handler";

/** The local adapter's e-mail change link: applies the change, then back to /profile with the outcome. */
export const GET = routeHandler({ auth: "visitor" }, async ({ request }) => {
  if (isSupabaseAuth()) return new NextResponse(null, { status: 404 });
  const result = await confirmLocalEmailChange(new URL(request.url).searchParams.get("token") ?? "");
  const outcome = result.ok ? "alterado" : result.code === "emailInUse" ? "em-uso" : "invalido";
  // The public address, not request.url: behind a proxy (or bound to 127.0.0.1) Next names the host differently.
  return NextResponse.redirect(new URL(`/profile?email=${outcome}`, env().APP_URL));
});
