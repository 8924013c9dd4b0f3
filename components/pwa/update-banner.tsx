"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useSerwist } from "@serwist/turbopack/react";
import { Button } from "@/components/ui/button";

type State = "idle" | "ready" | "updating" | "dismissed";

/**
 * Whether a waiting worker replaces a version that is running now: the page must be controlled by an active
 * worker other than the waiting one. A first visit has no controller (the first install is not an update, even
 * when a sign-in's navigation races the install under load), so it never shows the banner.
 */
export function replacesActiveVersion(waiting: ServiceWorker | undefined | null): boolean {
  const controller = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  return Boolean(controller) && controller !== waiting;
}

/**
 * A new version of the app is installed and waiting (app/sw.ts does not skip waiting) while an older one runs:
 * 'Atualizar' lets it take over and reloads once it controls the page; 'Depois' hides the banner until the next visit.
 */
export function UpdateBanner() {
  const t = useTranslations("pwa");
  const { serwist } = useSerwist();
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    if (!serwist) return;
    const onWaiting = (event?: { sw?: ServiceWorker }) => {
      if (!replacesActiveVersion(event?.sw)) return;
      setState((current) => (current === "idle" ? "ready" : current));
    };
    serwist.addEventListener("waiting", onWaiting);
    return () => serwist.removeEventListener("waiting", onWaiting);
  }, [serwist]);

  if (!serwist || state === "idle" || state === "dismissed") return null;

  function update() {
    if (!serwist) return;
    setState("updating");
    serwist.addEventListener("controlling", () => window.location.reload());
    serwist.messageSkipWaiting();
  }

  return (
    <section
      aria-labelledby="pwa-update-title"
      className="bg-background pointer-events-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3 shadow-md"
    >
      <p id="pwa-update-title" className="text-sm font-medium" role="status">
        {state === "updating" ? t("updating") : t("updateReady")}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => setState("dismissed")} disabled={state === "updating"}>
          {t("later")}
        </Button>
        <Button size="sm" onClick={update} disabled={state === "updating"}>
          {t("update")}
        </Button>
      </div>
    </section>
  );
}
