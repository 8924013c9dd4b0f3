"use client";

import Link from "next/link";
import { LogoMark } from "@/components/marketing/logo-mark";
import { buttonVariants } from "@/components/ui/button-variants";

export type NotFoundTexts = { title: string; description: string; home: string };

/**
 * The 404 page (app/not-found.tsx). A client component given its three texts: Next sends the not-found boundary of
 * each layout in every page's RSC payload, twice on a signed-in page, and as server-rendered elements it was ~1 kB
 * each time (docs/performance.md).
 */
export function NotFoundView({ texts }: { texts: NotFoundTexts }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <LogoMark className="size-12" />
      <p className="text-primary text-6xl font-bold tracking-tight" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{texts.title}</h1>
      <p className="text-muted-foreground max-w-md">{texts.description}</p>
      <Link href="/" className={buttonVariants()}>
        {texts.home}
      </Link>
    </main>
  );
}
