"use client";

import type * as React from "react";
import { maskPhone } from "@/lib/br/phone";
import { MaskedInput } from "./masked-input";

/** A Brazilian phone, masked while typed ("(11) 98765-4321"), with the phone keyboard and the browser's autofill. */
export function PhoneInput(props: Omit<React.ComponentProps<"input">, "type" | "inputMode">) {
  return (
    <MaskedInput
      mask={maskPhone}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 98765-4321"
      {...props}
    />
  );
}
