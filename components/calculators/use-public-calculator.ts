"use client";

import { useEffect, useRef, useState } from "react";
import type { MessageKey } from "@/lib/errors";
import { toQuery, type Fields, type Parsed } from "@/lib/tools/public-calculators";

/** The engine's functions the public calculators call (./engine.ts, loaded on demand). */
export type Engine = typeof import("./engine");

type Outcome<R> = { result: R; failure: null } | { result: null; failure: MessageKey | null };

let engine: Promise<Engine> | undefined;

/**
 * The tax engine, fetched once per page on the first interaction with a calculator (so it is there by the submit)
 * or on the first calculation. A failed fetch (offline before it ever loaded) is tried again next time.
 */
function loadEngine(): Promise<Engine> {
  engine ??= import("./engine").catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

async function run<I, R, F extends string>(
  parsed: Parsed<I, F>,
  compute: (engine: Engine, input: I) => R,
): Promise<Outcome<R>> {
  if (!parsed.ok) return { result: null, failure: null };
  let loaded: Engine;
  try {
    loaded = await loadEngine();
  } catch {
    return { result: null, failure: "calculators.errors.engineUnavailable" };
  }
  try {
    return { result: compute(loaded, parsed.input), failure: null };
  } catch (error) {
    // The engine refuses out-of-range input with a typed error; anything else is a bug and must surface.
    if (error instanceof loaded.TaxInputError) return { result: null, failure: "tools.errors.invalidInput" };
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
 * lib/tax (so the page keeps working offline once loaded). `compute` receives the engine, loaded on demand: the
 * page's first JavaScript is the form alone. The page is prerendered, the same for everyone: values in the address
 * are read once the calculator runs in the browser, and computed at once, so a shared link opens with its result.
 */
export function usePublicCalculator<F extends string, I, R>(
  initial: Fields<F>,
  parse: (values: Fields<F>) => Parsed<I, F>,
  compute: (engine: Engine, input: I) => R,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, MessageKey>>>({});
  const [outcome, setOutcome] = useState<Outcome<R>>({ result: null, failure: null });

  const latest = useRef(0);

  /** Shows the outcome of `parsed` once the engine has computed it, unless a later calculation started meanwhile. */
  async function calculate(parsed: Parsed<I, F>) {
    const mine = ++latest.current;
    const next = await run(parsed, compute);
    if (mine === latest.current) setOutcome(next);
  }

  useEffect(() => {
    // Reading the address can only happen in the browser, after the prerendered HTML is shown; the server's
    // initial values (a default annex, empty amounts) compute to nothing.
    const given = fromAddress(Object.keys(initial) as F[]);
    const values = given ? { ...initial, ...given } : initial;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (given) setValues(values);
    const parsed = parse(values);
    if (parsed.ok) void calculate(parsed);
    // Once, on the first render in the browser: the address is the page's input then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    void calculate(parsed);
    if (parsed.ok) window.history.replaceState(null, "", `?${toQuery(values)}`);
  }

  /** Props for the field's control: name, value and onChange (the first change starts fetching the engine). */
  function field(name: F) {
    return {
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        void loadEngine().catch(() => undefined);
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  return { values, errors, field, submit, result: outcome.result, failure: outcome.failure };
}
