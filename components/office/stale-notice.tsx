"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * While the recompute job works on the figures of `count` clients, says so and reloads the page's data every few
 * seconds until they are all current (the server sends no notice once none is stale).
 */
export function StaleNotice({ count }: { count: number }) {
  const t = useTranslations("office.portfolio");
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 4000);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <p role="status" className="bg-muted rounded-md px-3 py-2 text-sm" data-testid="stale-notice">
      {t("stale", { count })}
    </p>
  );
}
