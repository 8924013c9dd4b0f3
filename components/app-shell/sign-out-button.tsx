import { LogOutIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ClearPageCachesOnSubmit } from "@/components/pwa/clear-page-caches";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/account/actions";

export async function SignOutButton() {
  const t = await getTranslations("auth");
  return (
    <form action={signOutAction}>
      <ClearPageCachesOnSubmit />
      <Button type="submit" variant="ghost" size="sm">
        <LogOutIcon aria-hidden="true" />
        {t("signOut")}
      </Button>
    </form>
  );
}
