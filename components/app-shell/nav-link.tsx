"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** A sidebar link; its look, the current page's included (aria-current), is the nav-link class of app/globals.css. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className="nav-link">
      {children}
    </Link>
  );
}
