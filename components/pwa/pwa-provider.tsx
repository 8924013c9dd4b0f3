"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SERVICE_WORKER_URL } from "@/lib/security/pwa";
import { ConnectionBanner } from "./connection-banner";
import { UpdateBanner } from "./update-banner";

export type PwaIntl = { locale: string; timeZone: string; messages: AbstractIntlMessages };

/**
 * Registers the service worker (app/sw.ts) and shows the connection and update banners. Off in `next dev`, where
 * a worker would serve stale chunks. reloadOnOnline is off: reconnecting shows 'Conexão restaurada!' instead of
 * reloading whatever the visitor was typing; cacheOnNavigation is off: the worker decides what it keeps.
 * `intl`: the banners' texts (namespace pwa), handed down by the root layout, which has no translator of its own.
 */
export function PwaProvider({ intl }: { intl: PwaIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
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
    </NextIntlClientProvider>
  );
}
