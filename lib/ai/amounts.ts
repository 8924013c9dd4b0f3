// Amounts and percentages as people write them in pt-BR: "R$ 50.000,00", "50 mil", "1,2 milhão", "R$ 30 mil",
// "5000 reais", "5,65%". Pure; exact on integer centavos (no binary float on the way in).

export type AmountKind = "money" | "percent";

export type FoundAmount = {
  kind: AmountKind;
  /** money only: the amount in centavos (0 for a percentage). */
  centavos: number;
  /** percent only: the percentage as written (5,65% → 5.65). */
  percent: number;
  /** Digits after the decimal comma as written: the precision the text claims. */
  decimals: number;
  /** Multiplier word used (mil = 1.000, milhão = 1.000.000, bilhão), 1 when none. */
  multiplier: number;
  text: string;
  start: number;
  end: number;
};

const MULTIPLIERS: Record<string, number> = {
  mil: 1_000,
  k: 1_000,
  milhao: 1_000_000,
  milhoes: 1_000_000,
  mi: 1_000_000,
  bilhao: 1_000_000_000,
  bilhoes: 1_000_000_000,
  bi: 1_000_000_000,
};

// Group 1: "R$"; 2: integer part (1.234.567 or 1234567); 3: decimals; 4: multiplier word; 5: "reais"; 6: "%".
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?`;
const PATTERN = new RegExp(
  String.raw`(R\$\s*)?${NUMBER}(?:\s*(mil|milh(?:ão|ões|ao|oes)|bilh(?:ão|ões|ao|oes)|mi|bi|k)(?![\p{L}\d]))?(?:\s*(reais)(?![\p{L}\d]))?(\s*%)?`,
  "giu",
);

const LEGAL_PREFIX = /\b(?:lc|lei|art|arts|artigo|decreto|in|res|resolu[çc][ãa]o|n[ºo°]|inciso|anexo|§+)\.?\s*$/iu;

const foldAccents = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Exact centavos of int,frac × multiplier (rounded half up past the centavo). */
function toCentavos(int: string, frac: string, multiplier: number): number {
  const scale = 10 ** frac.length;
  const units = Number(int) * scale + (frac ? Number(frac) : 0);
  const numerator = units * multiplier * 100;
  return Math.floor((numerator + scale / 2) / scale);
}

/**
 * Every amount and percentage in `text`, in order. `plainNumbers` also reads bare numbers ("salário de 5000")
 * as money, as a question would have them; an answer's amounts need "R$", a multiplier word or "reais".
 */
export function findAmounts(text: string, options: { plainNumbers?: boolean } = {}): FoundAmount[] {
  const found: FoundAmount[] = [];
  const normal = text.replace(/[\u00a0\u202f]/g, " ");
  for (const m of normal.matchAll(PATTERN)) {
    const [whole, currency, int, fracRaw = "", word, reais, percentSign] = m;
    const start = m.index;
    // A digit glued to letters or to another number ("art. 18", "2026-01") is not an amount.
    const before = normal[start - 1] ?? " ";
    if (/[\p{L}\d/-]/u.test(before) && !currency) continue;
    const frac = fracRaw.slice(0, 6);
    if (percentSign) {
      const percent = Number(`${int.replace(/\./g, "")}.${frac || "0"}`);
      found.push({
        kind: "percent",
        centavos: 0,
        percent,
        decimals: frac.length,
        multiplier: 1,
        text: whole.trim(),
        start,
        end: start + whole.trimEnd().length,
      });
      continue;
    }
    const multiplier = word ? (MULTIPLIERS[foldAccents(word)] ?? 1) : 1;
    const isMoney = Boolean(currency || word || reais) || (options.plainNumbers && int.replace(/\./g, "").length >= 3);
    if (!isMoney) continue;
    // Years and the numbers of laws and articles are not money even in a question ("em 2026", "LC 123").
    if (
      !currency &&
      !word &&
      !reais &&
      (/^(19|20)\d{2}$/.test(int) || LEGAL_PREFIX.test(normal.slice(Math.max(0, start - 12), start)))
    )
      continue;
    const centavos = toCentavos(int.replace(/\./g, ""), frac, multiplier);
    const text = whole.trimEnd();
    found.push({
      kind: "money",
      centavos,
      percent: 0,
      decimals: frac.length,
      multiplier,
      text,
      start,
      end: start + text.length,
    });
  }
  return found;
}

/** The first money amount of a question, in centavos ("faturamento de 50 mil" → 5.000.000), or null. */
export function firstMoney(text: string): number | null {
  return findAmounts(text, { plainNumbers: true }).find((a) => a.kind === "money")?.centavos ?? null;
}

/** "1234567" centavos → "12.345,67": the pt-BR text the calculators' schemas read. */
export function centavosToInput(centavos: number): string {
  const int = Math.floor(centavos / 100);
  const frac = String(centavos % 100).padStart(2, "0");
  return `${String(int).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${frac}`;
}
