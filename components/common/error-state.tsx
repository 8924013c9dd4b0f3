"use client";

import { RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { redactError } from "@/lib/security/redact";

export type ErrorStateTexts = { title: string; description: string; retry: string; home: string; reference: string };

/**
 * What a route segment shows when rendering failed on the server or in the browser: never a blank
 * page. Next passes `digest` (the id in the server log) and `reset` (renders the segment again).
 */
export function ErrorState({
  error,
  reset,
  texts,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  texts: ErrorStateTexts;
}) {
  useEffect(() => {
    console.error(redactError(error));
  }, [error]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div role="alert" className="grid gap-4">
        <h1 className="text-2xl font-semibold">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.description}</p>
      </div>
      {error.digest ? (
        <p className="text-muted-foreground text-xs">{texts.reference.replace("{digest}", error.digest)}</p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {/* buttonVariants rather than <Button>: every page loads this boundary with its first scripts, and
            Button brings Radix's Slot and tailwind-merge along (no classes to merge here). */}
        <button type="button" data-slot="button" className={buttonVariants()} onClick={reset}>
          <RotateCcwIcon aria-hidden="true" />
          {texts.retry}
        </button>
        <Link href="/" data-slot="button" className={buttonVariants({ variant: "outline" })}>
          {texts.home}
        </Link>
      </div>
    </div>
  );
}
