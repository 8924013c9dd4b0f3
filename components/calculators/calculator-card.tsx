"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useMessage } from "@/components/forms/use-message";
import { TitledCard } from "@/components/common/titled-card";
import { useRevealResult } from "@/components/common/use-reveal-result";
import { Button } from "@/components/ui/button";
import type { PublicCalculatorSlug } from "@/lib/routes";
import type { MessageKey } from "@/lib/errors";
import { savePendingCalculation } from "@/lib/tools/pending-calculation";
import { Form } from "@/components/forms/form";

type Props = {
  slug: PublicCalculatorSlug;
  /** Where the calculation continues in the app after sign-up, with its inputs (lib/tools/pending-calculation.ts). */
  continueHref: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  failure: MessageKey | null;
  /** The form's fields. */
  children: React.ReactNode;
  /** The result, or null before the first calculation. */
  result: React.ReactNode | null;
  /** What signing up gives for this calculation; default: the common sentence. */
  signUpText?: string;
};

/** A public calculator: the form, then its result with the memória and the call to sign up. */
export function CalculatorCard({ slug, continueHref, onSubmit, failure, children, result, signUpText }: Props) {
  // Whole keys, not a "calculators" translator: the page's client texts are read from the keys its components name,
  // and the namespace holds every calculator page's texts (components/i18n/client-messages.tsx).
  const t = useTranslations();
  const message = useMessage();
  const { region, ask } = useRevealResult(result);
  const submit: React.FormEventHandler<HTMLFormElement> = (event) => {
    ask();
    onSubmit(event);
  };
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <TitledCard title={t("calculators.formTitle")}>
        <Form onSubmit={submit} noValidate className="grid gap-4">
          {failure ? <FormAlert title={t("calculators.failed")} message={message(failure)} /> : null}
          {children}
          <Button type="submit">{t("calculators.submit")}</Button>
        </Form>
      </TitledCard>
      {/* Brought into view below the sticky site header (h-16): the result's first line is not hidden under it. */}
      <div
        ref={region}
        className="grid min-w-0 scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-4"
        aria-live="polite"
        data-testid="calculator-result"
      >
        {result ?? (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">
            {t("calculators.placeholder")}
          </p>
        )}
        {result ? (
          <div className="bg-accent/40 grid gap-2 rounded-md border p-4 text-sm">
            <p>{signUpText ?? t("calculators.signUp.text")}</p>
            <div>
              <Button asChild size="sm">
                <Link
                  href="/register"
                  onClick={() => savePendingCalculation(window.localStorage, { slug, href: continueHref })}
                >
                  {t("calculators.signUp.cta")}
                </Link>
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
