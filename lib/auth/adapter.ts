import "server-only";
import { isSupabaseAuth } from "@/lib/env";
import { localAuth } from "./local/adapter";
import { supabaseAuth } from "./supabase/adapter";
import type { AuthAdapter } from "./types";

let adapter: AuthAdapter | undefined;

/** Supabase Auth when NEXT_PUBLIC_SUPABASE_URL and the anon key are set; the local adapter otherwise. */
export function getAuth(): AuthAdapter {
  adapter ??= isSupabaseAuth() ? supabaseAuth() : localAuth;
  return adapter;
}
