"use client";

import { useEffect, useState } from "react";
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

/** The calculator's fields given in the address (a shared link, or the page reopened after a calculation). */
function fromAddress<F extends string>(fields: readonly F[]): Partial<Fields<F>> | null {
  const query = new URLSearchParams(window.location.search);
  const found: Partial<Fields<F>> = {};
  for (const field of fields) {
    const value = query.get(field);
    if (value !== null) found[field] = value.slice(0, 40);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * A public calculator's state: the fields as typed, their errors, and the result computed in the browser with
 * lib/tax (so the page keeps working offline once loaded). The page is prerendered, the same for everyone: values
 * in the address are read once the calculator runs in the browser, and computed at once, so a shared link opens
 * with its result.
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

  useEffect(() => {
    const given = fromAddress(Object.keys(initial) as F[]);
    if (!given) return;
    const values = { ...initial, ...given };
    // Reading the address can only happen in the browser, after the prerendered HTML is shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(values);
    setOutcome(run(parse(values), compute));
    // Once, on the first render in the browser: the address is the page's input then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
