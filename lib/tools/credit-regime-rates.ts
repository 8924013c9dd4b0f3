import { formatPercent } from "@/lib/br/money";
import { DEFAULT_TAX_YEAR, type CreditRegime } from "@/lib/tax";
import { PPM, type Ppm } from "@/lib/tax/money";
import { tablesFor } from "@/lib/tax/tables";

// The PIS and COFINS rates the hidden-credits regime labels quote (hiddenCredits.regimes.*), from the tables.

const { presumido, real } = tablesFor(DEFAULT_TAX_YEAR);
const percent = (ppm: Ppm) => formatPercent(ppm / PPM, ppm % 10_000 === 0 ? 0 : ppm % 1_000 === 0 ? 1 : 2);

/** Message arguments of each regime's label: "Lucro Real (PIS {pis} + COFINS {cofins})". */
export const CREDIT_REGIME_RATES: Readonly<Record<CreditRegime, { pis: string; cofins: string }>> = {
  lucro_presumido: { pis: percent(presumido.pis.value), cofins: percent(presumido.cofins.value) },
  lucro_real: { pis: percent(real.pis.value), cofins: percent(real.cofins.value) },
};
