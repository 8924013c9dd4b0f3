"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { spriteSvg } from "@/components/icons/sprite-icon";
import type { SpriteIconName } from "@/components/icons/sprite-icons";

/** Whether the page at `pathname` is `href` or one below it (marked with aria-current, drawn by the nav-link class). */
function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A group of links, under its title (the back office's one group has none). */
export type SidebarSection = { title?: string; items: { href: string; label: string; icon: SpriteIconName }[] };

/**
 * The signed-in sidebar, drawn from data (the server translates NAV_SECTIONS: sidebar-nav.tsx): one client component
 * and a list of strings in each page's payload, where a server-rendered sidebar sent nineteen link components and
 * their elements with every page (docs/performance.md, "Signed-in pages").
 */
export function SidebarLinks({ label, sections }: { label: string; sections: SidebarSection[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="grid gap-4">
      {sections.map((section, index) => (
        <div key={section.title ?? index} className="grid gap-1">
          {section.title ? (
            <p className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase">{section.title}</p>
          ) : null}
          <ul className="grid gap-0.5">
            {section.items.map(({ href, label: text, icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={isCurrentPath(pathname, href) ? "page" : undefined}
                  className="nav-link"
                >
                  {spriteSvg(icon, { className: "size-4" })}
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
