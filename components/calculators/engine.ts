// The tax engine as the public calculators run it, loaded by usePublicCalculator with a dynamic import when a
// calculation is first wanted (never imported statically): it was a third of a calculator page's first JavaScript,
// evaluated on every visit though it runs only after a submit. See docs/performance.md, "Public pages' JavaScript".
export {
  cltVsPj,
  inssEmployee,
  irrfMonthly,
  proLaboreVsDividends,
  reformaTributaria,
  simplesNacional,
  simplesReformMonth,
  TaxInputError,
} from "@/lib/tax";
export { REFORM_FILING_YEAR } from "@/lib/tools/reform-year";
