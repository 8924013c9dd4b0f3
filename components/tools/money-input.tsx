"use client";

import * as React from "react";
import { MaskedInput } from "@/components/forms/masked-input";
import { maskBrlMoneyInput } from "@/lib/br/money";
import { clsx as cx } from "clsx";

/** Money field typed in pt-BR ("1.234,56"; "R$ 1.234,56" is pasted fine); works with register(). */
export function MoneyInput({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm"
      >
        R$
      </span>
      <MaskedInput
        mask={maskBrlMoneyInput}
        inputMode="decimal"
        placeholder="0,00"
        className={cx("pl-9", className)}
        {...props}
      />
    </div>
  );
}
