"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export type SettingsTab = { href: string; label: string };

/** The links between the pages of /settings; the one open is marked aria-current (the nav-link look). */
export function SettingsTabs({ label, tabs }: { label: string; tabs: SettingsTab[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b pb-2">
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={pathname === tab.href ? "page" : undefined} className="nav-link">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
