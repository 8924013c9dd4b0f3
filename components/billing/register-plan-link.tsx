"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";

const REF = /^[A-Za-z0-9]{4,40}$/;
const noop = () => () => {};

/** The affiliate code of the address (?ref=), when it is one; none while the server renders the cached page. */
function referral(): string | null {
  const ref = new URLSearchParams(window.location.search).get("ref");
  return ref && REF.test(ref) ? ref : null;
}

/**
 * A plan's link to /register on the prerendered price list: the page is the same for every visitor, so the
 * affiliate code a visitor arrived with (/plans?ref=…) is added here, in the browser, and /register credits it.
 */
export function RegisterPlanLink({
  href,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href"> & { href: string }) {
  const ref = useSyncExternalStore(noop, referral, () => null);
  const target = ref ? `${href}${href.includes("?") ? "&" : "?"}ref=${encodeURIComponent(ref)}` : href;
  return <Link {...props} href={target} />;
}
