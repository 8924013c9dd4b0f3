import { getTranslations } from "next-intl/server";
import { CircleCheck, Download, Lock } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { InstallAppControl, type InstallTexts } from "./install-app-control";

const TEXT_KEYS: (keyof InstallTexts)[] = [
  "install",
  "installed",
  "requiresHttps",
  "insecureTitle",
  "insecureDescription",
  "cancelledTitle",
  "cancelledDescription",
  "successTitle",
  "successDescription",
];

/**
 * The landing's install button. Texts, classes and icons are resolved here on the server, so the browser gets
 * only the install logic: no translator, icon set or class merging among the landing's first scripts.
 */
export async function InstallAppButton({ className }: { className?: string }) {
  const t = await getTranslations("landing.install");
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as InstallTexts;
  return (
    <InstallAppControl
      texts={texts}
      className={cn(buttonVariants({ variant: "outline", className }))}
      icons={{
        installed: <CircleCheck aria-hidden="true" />,
        insecure: <Lock aria-hidden="true" />,
        install: <Download aria-hidden="true" />,
      }}
    />
  );
}
