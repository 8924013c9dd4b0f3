"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { CircleCheck, Download, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  consumeDeferredPrompt,
  getDeferredPrompt,
  isInstalled,
  markInstalled,
  subscribe,
} from "@/components/marketing/install-prompt-store";

/** sonner is loaded only when a toast is shown: the landing page's script budget (issue 15) stays untouched. */
async function toast() {
  return (await import("sonner")).toast;
}

type InstallState = "installed" | "insecure" | "installable" | "unavailable";

function readState(): InstallState {
  if (isInstalled()) return "installed";
  if (!window.isSecureContext) return "insecure";
  return getDeferredPrompt() ? "installable" : "unavailable";
}

/** 'Instalar App' / 'App Instalado' / 'Requer HTTPS', driven by the browser's install events. */
export function InstallAppButton({ className }: { className?: string }) {
  const t = useTranslations("landing.install");
  // The server cannot know; render the neutral "Instalar App" label until hydration.
  const state = useSyncExternalStore<InstallState>(subscribe, readState, () => "unavailable");

  async function install() {
    if (state === "insecure") {
      (await toast()).error(t("insecureTitle"), { description: t("insecureDescription") });
      return;
    }
    const prompt = consumeDeferredPrompt();
    if (!prompt) {
      (await toast()).info(t("cancelledTitle"), { description: t("cancelledDescription") });
      return;
    }
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === "accepted") {
      markInstalled();
      (await toast()).success(t("successTitle"), { description: t("successDescription") });
    } else {
      (await toast()).info(t("cancelledTitle"), { description: t("cancelledDescription") });
    }
  }

  if (state === "installed") {
    return (
      <Button variant="outline" className={className} disabled>
        <CircleCheck aria-hidden="true" />
        {t("installed")}
      </Button>
    );
  }

  return (
    <Button variant="outline" className={className} onClick={install}>
      {state === "insecure" ? <Lock aria-hidden="true" /> : <Download aria-hidden="true" />}
      {state === "insecure" ? t("requiresHttps") : t("install")}
    </Button>
  );
}
