"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { PUBLIC_CALCULATOR_SLUGS, type PublicCalculatorSlug } from "@/lib/routes";
import {
  clearPendingCalculation,
  readPendingCalculation,
  type PendingCalculation,
} from "@/lib/tools/pending-calculation";

const noop = () => () => {};

type Slug = PublicCalculatorSlug;

/**
 * On the dashboard: the calculation a visitor started on a public calculator before signing up (stored on this
 * device by the call to sign up), offered once, with its inputs. `names`: each calculator's short name, resolved on
 * the server (the calculator pages' texts are not sent to the browser for one word).
 */
export function ResumeCalculation({ names }: { names: Record<Slug, string> }) {
  const t = useTranslations("calculators.resume");
  const [dismissed, setDismissed] = useState(false);
  const pending = useSyncExternalStore<PendingCalculation | null>(
    noop,
    () => cachedRead(),
    () => null,
  );
  if (!pending || dismissed) return null;
  const slug = pending.slug as Slug;
  const done = () => {
    forget();
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="resume-calculation"
      className="bg-accent/40 flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h2 id="resume-calculation" className="font-semibold">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("text", { calculator: names[slug] })}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={done}>
          {t("dismiss")}
        </Button>
        <Button asChild size="sm">
          <Link href={pending.href} onClick={forget}>
            {t("open")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

// useSyncExternalStore needs the same object while nothing changed: localStorage is read once per page load.
let cache: { value: PendingCalculation | null } | null = null;
function cachedRead(): PendingCalculation | null {
  if (!cache) cache = { value: readPendingCalculation(window.localStorage, PUBLIC_CALCULATOR_SLUGS) };
  return cache.value;
}

/** Offered once: followed or dismissed, it is gone (for later client-side visits to the dashboard too). */
function forget() {
  clearPendingCalculation(window.localStorage);
  cache = { value: null };
}
