import Decimal from "decimal.js";

/** Commission on a received payment: rate percent of its value, in BRL, rounded half-up to centavos. Returns "12.34". */
export function commissionAmount(value: string | number, ratePercent: string | number): string {
  return new Decimal(value)
    .times(new Decimal(ratePercent))
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/** The setting asaas_affiliate_commission as a percent between 0 and 100; anything else falls back to 10. */
export function parseCommissionRate(setting: string | null | undefined): string {
  const text = (setting ?? "").trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return "10";
  const rate = new Decimal(text);
  return rate.greaterThan(100) ? "10" : rate.toFixed(2);
}
