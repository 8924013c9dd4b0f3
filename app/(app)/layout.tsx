import { connection } from "next/server";
import { AppShell } from "@/components/app-shell/app-shell";
import { requireUser } from "@/lib/auth/session";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { profile } = await requireUser();
  return <AppShell profile={profile}>{children}</AppShell>;
}
