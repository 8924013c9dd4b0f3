import { connection } from "next/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { AppShell } from "@/components/app-shell/app-shell";
import { requireUser } from "@/lib/auth/session";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { profile } = await requireUser();
  return (
    <MessagesProvider>
      <AppShell profile={profile}>{children}</AppShell>
    </MessagesProvider>
  );
}
