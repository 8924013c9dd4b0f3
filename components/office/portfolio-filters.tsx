import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NativeSelect } from "@/components/forms/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PortfolioFlag } from "@/lib/office/metrics";
import {
  CHIP_NAMES,
  CHIPS,
  portfolioHref,
  portfolioSearch,
  toggleChip,
  type PortfolioQuery,
} from "@/lib/office/portfolio-query";
import { TextLink } from "@/components/ui/text-link";

/**
 * Search, analyst and the chips: a GET form and links, so the address is the view (a saved view, a shared link, the
 * export of exactly what is on screen). Each chip says how many clients it holds.
 */
export async function PortfolioFilters({
  query,
  analysts,
  counts,
}: {
  query: PortfolioQuery;
  analysts: { userId: string; name: string }[];
  counts: Record<PortfolioFlag, number>;
}) {
  const t = await getTranslations("office.portfolio");
  const search = portfolioSearch({ ...query, page: 1 });
  return (
    <div className="grid gap-3">
      <form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="portfolio-q">{t("search")}</Label>
          <Input
            id="portfolio-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder={t("searchPlaceholder")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="portfolio-analyst">{t("columns.analyst")}</Label>
          <NativeSelect id="portfolio-analyst" name="analista" defaultValue={query.analyst ?? ""}>
            <option value="">{t("allAnalysts")}</option>
            <option value="none">{t("unassigned")}</option>
            {analysts.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {query.sort !== "name" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== "asc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
        {query.chips.length > 0 ? <input type="hidden" name="filtros" value={query.chips.join(",")} /> : null}
        <Button type="submit" variant="secondary">
          {t("filter")}
        </Button>
      </form>
      <nav aria-label={t("chipsLabel")}>
        <ul className="flex flex-wrap gap-2">
          {CHIP_NAMES.map((chip) => {
            const on = query.chips.includes(chip);
            return (
              <li key={chip}>
                <Link
                  href={portfolioHref(toggleChip(query, chip))}
                  aria-current={on ? "true" : undefined}
                  data-testid={`chip-${chip}`}
                  className={
                    on
                      ? "bg-primary text-primary-foreground inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm"
                      : "hover:bg-muted inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm"
                  }
                >
                  {t(`chips.${chip}`)}
                  <span className="tabular-nums opacity-80">({counts[CHIPS[chip]]})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink
          native
          href={`/escritorio/exportar?formato=csv${search ? `&${search}` : ""}`}

          download
        >
          {t("exportCsv")}
        </TextLink>
        <TextLink
          native
          href={`/escritorio/exportar?formato=xlsx${search ? `&${search}` : ""}`}

          download
        >
          {t("exportXlsx")}
        </TextLink>
      </p>
    </div>
  );
}
