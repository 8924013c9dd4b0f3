"use client";

import * as React from "react";
import { Input } from "@/components/ui/input";

type MaskedInputProps = React.ComponentProps<"input"> & {
  /** Pure formatter applied on every change, e.g. maskCpf, maskPhone or maskBrlMoneyInput from lib/br. */
  mask: (value: string) => string;
};

/** Text input that reformats its value while typing; react-hook-form's register() sees the masked value. */
function MaskedInput({ mask, onChange, inputMode = "numeric", ...props }: MaskedInputProps) {
  return (
    <Input
      inputMode={inputMode}
      autoComplete="off"
      {...props}
      onChange={(event) => {
        const masked = mask(event.target.value);
        if (masked !== event.target.value) event.target.value = masked;
        onChange?.(event);
      }}
    />
  );
}

export { MaskedInput, type MaskedInputProps };
