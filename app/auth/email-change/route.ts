import { NextResponse, type NextRequest } from "next/server";
import { confirmLocalEmailChange } from "@/lib/auth/local/email-change";
import { env, isSupabaseAuth } from "@/lib/env";

/** The local adapter's e-mail change link: applies the change, then back to /profile with the outcome. */
export async function GET(request: NextRequest) {
  if (isSupabaseAuth()) return new NextResponse(null, { status: 404 });
  const result = await confirmLocalEmailChange(request.nextUrl.searchParams.get("token") ?? "");
  const outcome = result.ok ? "alterado" : result.code === "emailInUse" ? "em-uso" : "invalido";
  // The public address, not request.url: behind a proxy (or bound to 127.0.0.1) Next names the host differently.
  return NextResponse.redirect(new URL(`/profile?email=${outcome}`, env().APP_URL));
}
