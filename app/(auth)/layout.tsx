import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("auth");
  return (
    <div className="bg-muted/40 flex min-h-svh flex-col items-center justify-center gap-4 p-4">
      <header className="w-full max-w-md">
        <Link href="/" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t("back")}
        </Link>
      </header>
      <main className="w-full max-w-md">
        <ClientMessages file="(auth)/layout">{children}</ClientMessages>
      </main>
    </div>
  );
}
