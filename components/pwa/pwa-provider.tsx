"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { SERVICE_WORKER_URL } from "@/lib/security/pwa";
import { ConnectionBanner } from "./connection-banner";
import { UpdateBanner } from "./update-banner";

/**
 * Registers the service worker (app/sw.ts) and shows the connection and update banners. Off in `next dev`, where
 * a worker would serve stale chunks. reloadOnOnline is off: reconnecting shows 'Conexão restaurada!' instead of
 * reloading whatever the visitor was typing; cacheOnNavigation is off: the worker decides what it keeps.
 */
export function PwaProvider() {
  return (
    <SerwistProvider
      swUrl={SERVICE_WORKER_URL}
      disable={process.env.NODE_ENV === "development"}
      reloadOnOnline={false}
      cacheOnNavigation={false}
    >
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3">
        <ConnectionBanner />
        <UpdateBanner />
      </div>
    </SerwistProvider>
  );
}
