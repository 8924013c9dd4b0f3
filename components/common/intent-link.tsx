"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type * as React from "react";

type Props = Omit<React.ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * A link of the public pages that prefetches its route when the reader reaches for it (pointer over it, focus, a
 * touch), not when it scrolls into view: on the landing every visible link fetched its route's payload and scripts
 * while the page was still loading, work a first visit on a slow phone pays before it can respond
 * (docs/performance.md, "Public pages' JavaScript").
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith("/")) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
