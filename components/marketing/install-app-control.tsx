"use client";

import { useSyncExternalStore } from "react";
import {
  consumeDeferredPrompt,
  getDeferredPrompt,
  isInstalled,
  markInstalled,
  subscribe,
} from "@/components/marketing/install-prompt-store";

/** sonner is loaded only when a toast is shown: the landing page's script budget stays untouched. */
async function toast() {
  return (await import("sonner")).toast;
}

type InstallState = "installed" | "insecure" | "installable" | "unavailable";

function readState(): InstallState {
  if (isInstalled()) return "installed";
  if (!window.isSecureContext) return "insecure";
  return getDeferredPrompt() ? "installable" : "unavailable";
}

/** The texts of landing.install, resolved on the server (this component carries no translator to the browser). */
export type InstallTexts = Record<
  | "install"
  | "installed"
  | "requiresHttps"
  | "insecureTitle"
  | "insecureDescription"
  | "cancelledTitle"
  | "cancelledDescription"
  | "successTitle"
  | "successDescription",
  string
>;

type Props = {
  texts: InstallTexts;
  /** The outline button's classes, computed on the server (no class-merging code in the landing's scripts). */
  className: string;
  /** The icons, rendered on the server: one per state. */
  icons: { installed: React.ReactNode; insecure: React.ReactNode; install: React.ReactNode };
};

/** 'Instalar App' / 'App Instalado' / 'Requer HTTPS', driven by the browser's install events. */
export function InstallAppControl({ texts, className, icons }: Props) {
  // The server cannot know; render the neutral "Instalar App" label until hydration.
  const state = useSyncExternalStore<InstallState>(subscribe, readState, () => "unavailable");

  async function install() {
    if (state === "insecure") {
      (await toast()).error(texts.insecureTitle, { description: texts.insecureDescription });
      return;
    }
    const prompt = consumeDeferredPrompt();
    if (!prompt) {
      (await toast()).info(texts.cancelledTitle, { description: texts.cancelledDescription });
      return;
    }
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === "accepted") {
      markInstalled();
      (await toast()).success(texts.successTitle, { description: texts.successDescription });
    } else {
      (await toast()).info(texts.cancelledTitle, { description: texts.cancelledDescription });
    }
  }

  if (state === "installed") {
    return (
      <button type="button" data-slot="button" className={className} disabled>
        {icons.installed}
        {texts.installed}
      </button>
    );
  }
  return (
    <button type="button" data-slot="button" className={className} onClick={install}>
      {state === "insecure" ? icons.insecure : icons.install}
      {state === "insecure" ? texts.requiresHttps : texts.install}
    </button>
  );
}
