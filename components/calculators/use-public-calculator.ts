"use client";

import { useState } from "react";
import type { MessageKey } from "@/lib/errors";
import { TaxInputError } from "@/lib/tax";
import { toQuery, type Fields, type Parsed } from "@/lib/tools/public-calculators";

type Outcome<R> = { result: R; failure: null } | { result: null; failure: MessageKey | null };

function run<I, R, F extends string>(parsed: Parsed<I, F>, compute: (input: I) => R): Outcome<R> {
  if (!parsed.ok) return { result: null, failure: null };
  try {
    return { result: compute(parsed.input), failure: null };
  } catch (error) {
    // The engine refuses out-of-range input with a typed error; anything else is a bug and must surface.
    if (error instanceof TaxInputError) return { result: null, failure: "tools.errors.invalidInput" };
    throw error;
  }
}

/**
 * A public calculator's state: the fields as typed, their errors, and the result computed in the browser with
 * lib/tax (so the page keeps working offline once loaded). Values from the URL are computed at once, on the
 * server too, so a shared link opens with its result.
 */
export function usePublicCalculator<F extends string, I, R>(
  initial: Fields<F>,
  parse: (values: Fields<F>) => Parsed<I, F>,
  compute: (input: I) => R,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, MessageKey>>>({});
  const [outcome, setOutcome] = useState<Outcome<R>>(() => {
    const hasInput = Object.values<string>(initial).some((value) => value.trim() !== "");
    return hasInput ? run(parse(initial), compute) : { result: null, failure: null };
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    setOutcome(run(parsed, compute));
    if (parsed.ok) window.history.replaceState(null, "", `?${toQuery(values)}`);
  }

  /** Props for the field's control: name, value and onChange. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  return { values, errors, field, submit, result: outcome.result, failure: outcome.failure };
}
