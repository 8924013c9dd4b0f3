"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { PwaIntl } from "./pwa-provider";

// Loaded once the page has loaded and the browser is idle: neither is needed for the first paint, and together
// (service worker registration, banners, toasts) they were a fifth of the landing's scripts.
const PwaProvider = dynamic(() => import("./pwa-provider").then((m) => m.PwaProvider), { ssr: false });
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** True once the window has loaded and the browser has had an idle moment (or 3 s passed). */
function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(() => setReady(true), { timeout: 3_000 });
      else timer = setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/**
 * The root layout's widgets that no first paint needs: the toast outlet (sonner shows a toast raised before it
 * mounted once it subscribes, so nothing is lost) and the service worker with its connection and update banners.
 */
export function DeferredRootWidgets({ notificationsLabel, pwaIntl }: { notificationsLabel: string; pwaIntl: PwaIntl }) {
  const ready = useAfterLoadIdle();
  if (!ready) return null;
  return (
    <>
      <Toaster containerAriaLabel={notificationsLabel} />
      <PwaProvider intl={pwaIntl} />
    </>
  );
}
