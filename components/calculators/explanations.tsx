import { getTranslations } from "next-intl/server";
import { formatBrl, formatBrlFromCentavos, formatPercent } from "@/lib/br/money";
import { ANNEXES, DEFAULT_TAX_YEAR, simplesNacional } from "@/lib/tax";
import { PPM, type Ppm } from "@/lib/tax/money";
import { tablesFor } from "@/lib/tax/tables";
import type { CalculatorPageKey } from "./catalogue";
import type { Faq } from "./calculator-page";
import { ScrollTable } from "@/components/ui/scroll-table";

// The rules behind each public calculator, rendered on the server from the same tables the engine computes with
// (lib/tax/tables), each figure with its legal source: nothing here is typed twice.

const tables = tablesFor(DEFAULT_TAX_YEAR);
const rate = (ppm: Ppm) => formatPercent(ppm / PPM);

function Paragraphs({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A table that may be wider than a phone: its own scroll region, reachable and scrollable with the keyboard
 * (WCAG 2.1.1; axe's scrollable-region-focusable). Columns listed in `wrap` (text, not amounts) may break lines.
 */
export function WideTable({
  label,
  head,
  rows,
  wrap = [],
}: {
  label: string;
  head: string[];
  rows: string[][];
  wrap?: number[];
}) {
  return (
    <ScrollTable label={label}>
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr className="border-b">
          {head.map((cell) => (
            <th key={cell} scope="col" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join("|")} className="border-b last:border-0">
            {row.map((cell, i) => (
              <td
                key={i}
                className={`py-1.5 pr-3 align-top ${wrap.includes(i) ? "" : "whitespace-nowrap tabular-nums"}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Source({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground text-xs">{children}</p>;
}

async function texts(page: CalculatorPageKey, values: Record<string, string> = {}) {
  const t = await getTranslations(`calculators.pages.${page}`);
  const count = (t.raw("how") as string[]).length;
  return Array.from({ length: count }, (_, i) => t(`how.${i}` as never, values as never));
}

async function faq(page: CalculatorPageKey, values: Record<string, string> = {}): Promise<Faq[]> {
  const t = await getTranslations(`calculators.pages.${page}`);
  const count = (t.raw("faq") as unknown[]).length;
  return Array.from({ length: count }, (_, i) => ({
    question: t(`faq.${i}.q` as never, values as never),
    answer: t(`faq.${i}.a` as never, values as never),
  }));
}

/** The band tables, the chosen annex's open (the calculator keeps it in step with each result: data-annex-table). */
export async function SimplesExplanation({ annex: chosen = "III" }: { annex?: string } = {}) {
  const t = await getTranslations("calculators");
  const page = await getTranslations("calculators.pages.simples");
  return (
    <>
      <Paragraphs items={await texts("simples")} />
      <Source>{page("effectiveSource", { source: "LC 123/2006, art. 18, §1º-A" })}</Source>
      <h3 className="text-lg font-semibold">{page("tablesTitle")}</h3>
      {ANNEXES.map((annex) => {
        const table = tables.simples.annexes[annex];
        return (
          <details key={annex} className="rounded-md border p-3" open={annex === chosen} data-annex-table={annex}>
            <summary className="cursor-pointer font-medium">
              {t("table.annexTitle", { annex, name: table.name })}
            </summary>
            <div className="mt-3">
              <WideTable
                label={t("table.annexTitle", { annex, name: table.name })}
                head={[t("table.band"), t("table.revenueUpTo"), t("table.nominal"), t("table.deduction")]}
                rows={table.bands.map((band) => [
                  t("table.bandValue", { band: band.band }),
                  band.upTo === Infinity ? "—" : formatBrlFromCentavos(band.upTo),
                  rate(band.nominal),
                  formatBrlFromCentavos(band.deduction),
                ])}
              />
            </div>
            <Source>
              {t("sourceLabel")}: {table.bands[0].source.replace(", 1ª faixa", "")}
            </Source>
          </details>
        );
      })}
    </>
  );
}

/** The FAQ's worked example is computed by the engine: Annex III, R$ 50.000,00 a month, steady revenue. */
export async function simplesFaq(): Promise<Faq[]> {
  const monthRevenue = 50_000;
  const example = simplesNacional({ annex: "III", monthRevenue });
  return faq("simples", {
    revenue: formatBrl(monthRevenue),
    rbt12: formatBrl(example.rbt12),
    band: String(example.band),
    nominal: formatPercent(example.nominalRate),
    deduction: formatBrl(example.deduction),
    effective: formatPercent(example.effectiveRate),
    das: formatBrl(example.das),
    year: String(DEFAULT_TAX_YEAR),
    limit: formatBrlFromCentavos(tables.simples.limit.value),
    limitSource: tables.simples.limit.source,
    sublimite: formatBrlFromCentavos(tables.simples.sublimite.value),
  });
}

export async function FatorRExplanation() {
  const page = await getTranslations("calculators.pages.fatorR");
  const threshold = formatPercent(tables.simples.fatorR.value / PPM, 0);
  return (
    <>
      <Paragraphs items={await texts("fatorR", { threshold })} />
      <Source>{page("thresholdSource", { threshold, source: tables.simples.fatorR.source })}</Source>
    </>
  );
}

export const fatorRFaq = () => faq("fatorR");

export async function NetSalaryExplanation() {
  const t = await getTranslations("calculators");
  const page = await getTranslations("calculators.pages.netSalary");
  const { inss, irrf } = tables;
  const reduction = irrf.reduction;
  const items = await texts("netSalary", {
    dependent: formatBrlFromCentavos(irrf.dependent.value),
    simplified: formatBrlFromCentavos(irrf.simplified.value),
    fullUpTo: reduction ? formatBrlFromCentavos(reduction.fullUpTo) : "—",
    phaseOutUpTo: reduction ? formatBrlFromCentavos(reduction.phaseOutUpTo) : "—",
  });
  return (
    <>
      <Paragraphs items={items} />
      <h3 className="text-lg font-semibold">{page("inssTitle", { year: DEFAULT_TAX_YEAR })}</h3>
      <WideTable
        label={page("inssTitle", { year: DEFAULT_TAX_YEAR })}
        head={[t("table.salaryUpTo"), t("table.rate")]}
        rows={inss.bands.map((band) => [formatBrlFromCentavos(band.upTo), rate(band.rate)])}
      />
      <Source>
        {t("sourceLabel")}: {inss.source}
      </Source>
      <h3 className="text-lg font-semibold">{page("irrfTitle", { year: DEFAULT_TAX_YEAR })}</h3>
      <WideTable
        label={page("irrfTitle", { year: DEFAULT_TAX_YEAR })}
        head={[t("table.baseUpTo"), t("table.rate"), t("table.deduction")]}
        rows={irrf.bands.map((band, i) => [
          band.upTo === Infinity
            ? t("table.above", { value: formatBrlFromCentavos(irrf.bands[i - 1].upTo) })
            : formatBrlFromCentavos(band.upTo),
          rate(band.rate),
          formatBrlFromCentavos(band.deduction),
        ])}
      />
      <Source>
        {t("sourceLabel")}: {irrf.source}; {irrf.dependent.source}; {irrf.simplified.source}
        {reduction ? `; ${reduction.source}` : ""}
      </Source>
    </>
  );
}

export async function netSalaryFaq(): Promise<Faq[]> {
  const { inss, irrf } = tables;
  const rates = inss.bands.map((band) => rate(band.rate));
  return faq("netSalary", {
    year: String(DEFAULT_TAX_YEAR),
    fullUpTo: irrf.reduction ? formatBrlFromCentavos(irrf.reduction.fullUpTo) : "—",
    rates: `${rates.slice(0, -1).join(", ")} e ${rates[rates.length - 1]}`,
    ceiling: formatBrlFromCentavos(inss.bands[inss.bands.length - 1].upTo),
  });
}

export async function CltPjExplanation() {
  const page = await getTranslations("calculators.pages.cltPj");
  const { payroll, simples } = tables;
  return (
    <>
      <Paragraphs
        items={await texts("cltPj", { fgts: rate(payroll.fgts.value), partnerInss: rate(payroll.partnerInss.value) })}
      />
      <Source>
        {page("sources", {
          fgts: payroll.fgts.source,
          partnerInss: payroll.partnerInss.source,
          fatorR: simples.fatorR.source,
        })}
      </Source>
    </>
  );
}

export const cltPjFaq = () => faq("cltPj", { meiLimit: formatBrlFromCentavos(tables.mei.limit.value) });

export async function ProfitExplanation() {
  const page = await getTranslations("calculators.pages.profit");
  const { payroll, dividends } = tables;
  const withholding = dividends.withholding;
  return (
    <>
      <Paragraphs
        items={await texts("profit", {
          partnerInss: rate(payroll.partnerInss.value),
          proLaboreCpp: rate(payroll.proLaboreCpp.value),
          threshold: withholding ? formatBrlFromCentavos(withholding.threshold) : "—",
          rate: withholding ? formatPercent(withholding.rate / PPM, 0) : "—",
          irpfmLower: dividends.irpfm ? formatBrlFromCentavos(dividends.irpfm.lower) : "—",
        })}
      />
      <Source>
        {page("sources", {
          partnerInss: payroll.partnerInss.source,
          proLaboreCpp: payroll.proLaboreCpp.source,
          withholding: withholding?.source ?? "—",
        })}
      </Source>
    </>
  );
}

export const profitFaq = () =>
  faq("profit", {
    threshold: tables.dividends.withholding ? formatBrlFromCentavos(tables.dividends.withholding.threshold) : "—",
    rate: tables.dividends.withholding ? formatPercent(tables.dividends.withholding.rate / PPM, 0) : "—",
  });
