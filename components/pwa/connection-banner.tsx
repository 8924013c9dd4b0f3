"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Wifi, WifiOff } from "lucide-react";

/** How long 'Conexão restaurada!' stays up (docs/decisions.md, S1). */
export const RESTORED_BANNER_MS = 3_000;

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** 'Você está offline…' while the browser has no network; 'Conexão restaurada!' for 3 seconds when it returns. */
export function ConnectionBanner() {
  const t = useTranslations("pwa");
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RESTORED_BANNER_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" className="contents">
      {!online ? (
        <p className="pointer-events-auto flex max-w-md items-center gap-2 rounded-md bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 shadow-md">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t("offline")}
        </p>
      ) : restored ? (
        <p className="pointer-events-auto flex max-w-md items-center gap-2 rounded-md bg-emerald-100 px-4 py-2 text-sm font-medium text-emerald-950 shadow-md">
          <Wifi className="size-4 shrink-0" aria-hidden="true" />
          {t("restored")}
        </p>
      ) : null}
    </div>
  );
}
