import fc from "fast-check";

// What a hostile or broken client can send to a server action: wrong types, huge and odd strings, negative and
// NaN money, impossible dates, FormData, and the product's own forms with some fields broken.

const HUGE = [
  "a".repeat(100_000),
  "9".repeat(20_000),
  "😀".repeat(30_000),
  `${"a".repeat(60_000)}@${"b".repeat(60_000)}.com`,
  " ".repeat(50_000),
];

const oddStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\t\n\r",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "'); drop table profiles; --",
  "../../etc/passwd",
  "\uD800",
  "\uFEFF",
  "ç".repeat(300),
  "%00",
  "%E0%A4%A",
  "\\u0000",
  "javascript:alert(1)",
  "//evil.example",
  "$aact_prod_000",
);

export const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  oddStrings,
  fc.constantFrom(...HUGE),
);

/** Money as numbers and as pt-BR strings: negative, NaN, infinite, past numeric(14,2), malformed. */
export const money = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, -1, -0.001, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(
    "-1.000,00",
    "NaN",
    "1e309",
    "-0,01",
    "999.999.999.999.999,99",
    "1.000.000.000.000,00",
    "R$ 1.234,56",
    "12,345",
    "1.2.3,4",
    "0x10",
    "١٢٣",
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
);

export const date = fc.oneof(
  fc.date({ noInvalidDate: false }),
  fc.constantFrom(
    "2026-02-30",
    "31/02/2026",
    "0000-00-00",
    "9999-99-99",
    "2026-13-01",
    "+275760-09-13",
    "Invalid Date",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

export type Tokens = { ids: string[]; words: string[] };

/** Values that pass a bound argument's schema (real ids of both users, enum members), so bodies run too. */
export const token = (tokens: Tokens) =>
  fc.oneof(fc.constantFrom(...tokens.ids), fc.constantFrom(...tokens.words), fc.uuid());

export function scalar(tokens: Tokens) {
  return fc.oneof(
    nastyString,
    money,
    date,
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.bigInt(),
    token(tokens),
  );
}

function formData(fields: string[], tokens: Tokens) {
  const entry = fc.tuple(
    fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })),
    fc.oneof(nastyString, token(tokens), money.map(String)),
  );
  return fc.array(entry, { maxLength: 8 }).map((entries) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  });
}

/**
 * One input: a valid form of the product with 1-3 fields replaced or removed, a FormData, or any value at all.
 * `templates` are valid inputs of the product's forms (any action may receive any of them).
 */
export function input(templates: Record<string, unknown>[], tokens: Tokens): fc.Arbitrary<unknown> {
  const fields = [...new Set(templates.flatMap(Object.keys))];
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar(tokens),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })), tie("value"), { maxKeys: 6 }),
    ),
  }));
  const broken = fc
    .tuple(
      fc.constantFrom(...templates),
      fc.array(fc.tuple(fc.constantFrom(...fields), fc.option(value, { nil: undefined }), fc.boolean()), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([template, changes]) => {
      const copy: Record<string, unknown> = structuredClone(template);
      for (const [field, replacement, remove] of changes) {
        if (remove) delete copy[field];
        else copy[field] = replacement;
      }
      return copy;
    });
  return fc.oneof(
    { weight: 4, arbitrary: broken },
    { weight: 1, arbitrary: fc.constantFrom(...templates) },
    { weight: 1, arbitrary: formData(fields, tokens) },
    { weight: 3, arbitrary: value },
  );
}

/** The parameters of one call: bound arguments (mostly real ids and enum members) then the input. */
export function params(templates: Record<string, unknown>[], tokens: Tokens): fc.Arbitrary<unknown[]> {
  const one = input(templates, tokens);
  return fc.oneof(
    fc.tuple(one),
    fc.tuple(token(tokens), one),
    fc.tuple(fc.constantFrom(...tokens.words), one),
    fc.tuple(scalar(tokens), one),
    fc.tuple(token(tokens), token(tokens), one),
    fc.array(one, { maxLength: 3 }),
  );
}
