/**
 * Brazilian money parsing and formatting. Arithmetic happens on integer centavos so that
 * "0,10" + "0,20" never becomes 0.30000000000000004.
 */

const SPACES = /[\s\u00a0\u202f]+/g;
// Integer digits beyond this would exceed Number.MAX_SAFE_INTEGER once multiplied into centavos.
const MAX_INTEGER_DIGITS = 13;

// Built on first use, not when the module loads: the first pt-BR formatter of a page loads the locale's data (46 ms of
// a calculator's load at Lighthouse's 4x CPU slowdown; docs/performance.md, "What a first visit evaluates"), and most
// pages that import this module format nothing while they load.
let brlFormat: Intl.NumberFormat | undefined;
let brlPlainFormat: Intl.NumberFormat | undefined;

function brl(): Intl.NumberFormat {
  return (brlFormat ??= new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }));
}

function brlPlain(): Intl.NumberFormat {
  return (brlPlainFormat ??= new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
}

function splitAmount(body: string): { int: string; frac: string } | null {
  // "1.234,56", "1234,56", "50.000", ",5", "1234"
  const brazilian = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d+))?$/.exec(body);
  if (brazilian && /\d/.test(body)) return { int: brazilian[1].replace(/\./g, ""), frac: brazilian[2] ?? "" };
  // "1234.56" or "1234.5": a single dot followed by one or two digits can only be a decimal point.
  const dotDecimal = /^(\d+)\.(\d{1,2})$/.exec(body);
  if (dotDecimal) return { int: dotDecimal[1], frac: dotDecimal[2] };
  return null;
}

/**
 * Parses a pt-BR amount into integer centavos ("R$ 1.234,56" → 123456), rounding extra
 * decimals half away from zero. Returns null for anything that is not an amount ("", "-", "1,2,3").
 */
export function parseBrlMoneyToCentavos(input: string): number | null {
  let body = input.replace(SPACES, "");
  let negative = false;
  if (body.startsWith("-")) {
    negative = true;
    body = body.slice(1);
  }
  body = body.replace(/^R\$/i, "");
  if (!negative && body.startsWith("-")) {
    negative = true;
    body = body.slice(1);
  }
  const parts = splitAmount(body);
  if (!parts) return null;
  const int = parts.int.replace(/^0+(?=\d)/, "");
  if (int.length > MAX_INTEGER_DIGITS) return null;
  const frac = parts.frac.padEnd(3, "0");
  let centavos = Number(int || "0") * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) centavos += 1;
  return negative && centavos !== 0 ? -centavos : centavos;
}

/** Parses a pt-BR amount into reais rounded to the centavo ("1.234,56" → 1234.56), or null if invalid. */
export function parseBrlMoney(input: string): number | null {
  const centavos = parseBrlMoneyToCentavos(input);
  return centavos === null ? null : centavos / 100;
}

/** Converts reais to integer centavos, rounding to the nearest centavo. */
export function reaisToCentavos(reais: number): number {
  return Math.round(reais * 100);
}

/** "R$ 1.234,56" exactly as Intl pt-BR renders it (a no-break space after "R$"); "—" for non-finite values. */
export function formatBrl(reais: number): string {
  return Number.isFinite(reais) ? brl().format(reais) : "—";
}

/** Formats integer centavos as currency: 123456 → "R$ 1.234,56". */
export function formatBrlFromCentavos(centavos: number): string {
  return Number.isFinite(centavos) ? brl().format(centavos / 100) : "—";
}

/** Replaces the no-break spaces Intl emits with plain spaces, so text can be compared in tests and copied. */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

/** "R$ 1.234,56" with a plain space, for text that is printed or copied (PDF, e-mail, the assistant's answers). */
export function formatBrlText(reais: number): string {
  return normaliseSpaces(formatBrl(reais));
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/** A fraction as a pt-BR percentage: formatPercent(0.1056) → "10,56%". */
export function formatPercent(fraction: number, digits = 2): string {
  if (!Number.isFinite(fraction)) return "—";
  let format = percentFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", {
      style: "percent",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    percentFormats.set(digits, format);
  }
  return format.format(fraction);
}

/** formatPercent with plain spaces, for printed or copied text. */
export function formatPercentText(fraction: number, digits = 2): string {
  return normaliseSpaces(formatPercent(fraction, digits));
}

/** An amount without the currency symbol, for pre-filling a money input: 1234.5 → "1.234,50". */
export function formatBrlInput(reais: number): string {
  return Number.isFinite(reais) ? brlPlain().format(reais) : "";
}

/**
 * Mask for a money input while typing: groups thousands and keeps one decimal comma with at
 * most two digits ("1234567,891" → "1.234.567,89"). A pasted "1234.56" is read as a decimal.
 */
export function maskBrlMoneyInput(value: string): string {
  const body = value.replace(SPACES, "").replace(/^R\$/i, "");
  const negative = body.startsWith("-");
  let int: string;
  let frac: string | null = null;
  const comma = body.indexOf(",");
  if (comma >= 0) {
    int = body.slice(0, comma).replace(/\D/g, "");
    frac = body
      .slice(comma + 1)
      .replace(/\D/g, "")
      .slice(0, 2);
  } else if (/^-?\d+\.\d{1,2}$/.test(body)) {
    [int, frac] = body.replace("-", "").split(".");
  } else {
    int = body.replace(/\D/g, "");
  }
  int = int.replace(/^0+(?=\d)/, "").slice(0, MAX_INTEGER_DIGITS);
  if (frac !== null && int === "") int = "0";
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const sign = negative ? "-" : "";
  return frac === null ? sign + grouped : `${sign}${grouped},${frac}`;
}
