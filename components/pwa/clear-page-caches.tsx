"use client";

import { useEffect, useRef } from "react";
import { PAGE_CACHE_PREFIX } from "@/lib/security/pwa";

/** Deletes every page the service worker kept for offline use (app/sw.ts keeps only public, signed-out pages). */
export async function clearPageCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * Placed inside the sign-out form: when it is submitted, the kept pages go too, so the next person on this
 * device finds nothing of the last session offline.
 */
export function ClearPageCachesOnSubmit() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onSubmit = () => void clearPageCaches();
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);
  return <input ref={ref} type="hidden" name="clear-page-caches" value="1" />;
}
