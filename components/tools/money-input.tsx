"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { MaskedInput } from "@/components/forms/masked-input";
import { maskBrlMoneyInput } from "@/lib/br/money";
import { clsx as cx } from "clsx";

/** Letters typed into an amount ("480 mil"), beyond the "R$" the mask accepts. */
const LETTERS = /\p{L}/u;

/**
 * Money field typed in pt-BR ("1.234,56"; "R$ 1.234,56" is pasted fine); works with register(). The mask keeps
 * digits only, so "480 mil" would read R$ 480 in silence: when it drops letters, a note under the field says so.
 */
export function MoneyInput({ className, "aria-describedby": describedBy, ...props }: React.ComponentProps<"input">) {
  const t = useTranslations("tools.money");
  const [dropped, setDropped] = React.useState(false);
  const noteId = React.useId();
  const mask = (typed: string) => {
    setDropped(LETTERS.test(typed.trim().replace(/^R\$/i, "")));
    return maskBrlMoneyInput(typed);
  };
  return (
    <div className="grid gap-1">
      <div className="relative">
        <span
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm"
        >
          R$
        </span>
        <MaskedInput
          mask={mask}
          inputMode="decimal"
          placeholder="0,00"
          className={cx("pl-9", className)}
          aria-describedby={[describedBy, dropped ? noteId : null].filter(Boolean).join(" ") || undefined}
          {...props}
        />
      </div>
      <p id={noteId} role="status" className="text-xs text-amber-800 empty:hidden dark:text-amber-200">
        {dropped ? t("lettersDropped") : ""}
      </p>
    </div>
  );
}
