"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** Whether the page at `pathname` is `href` or one below it (the sidebar marks it with aria-current). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A sidebar link; its look, the current page's included (aria-current), is the nav-link class of app/globals.css. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} aria-current={isCurrentPath(pathname, href) ? "page" : undefined} className="nav-link">
      {children}
    </Link>
  );
}
