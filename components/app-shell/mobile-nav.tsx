"use client";

import { MenuIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/** The sidebar in a drawer below the md breakpoint; closes on navigation. */
export function MobileNav({
  openLabel,
  title,
  closeLabel,
  children,
}: {
  openLabel: string;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  // Open "on this path": navigating elsewhere closes the drawer without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  return (
    <Sheet open={openOn === pathname} onOpenChange={(open) => setOpenOn(open ? pathname : null)}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={openLabel}>
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" closeLabel={closeLabel} className="w-72 overflow-y-auto p-4">
        <SheetTitle className="mb-4">{title}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
