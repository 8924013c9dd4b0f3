import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/forms/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMPANY_STATUSES, type CompanyFilters } from "@/lib/companies/schema";
import { COMPANY_REGIMES } from "@/lib/db/enums";

/** Server-side search: a GET form, so the query string is the state (works without JavaScript). */
export function CompanyFiltersForm({ filters }: { filters: CompanyFilters }) {
  const t = useTranslations("companies");
  return (
    <form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="companies-q">{t("search")}</Label>
        <Input
          id="companies-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder={t("searchPlaceholder")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="companies-regime">{t("fields.regime")}</Label>
        <NativeSelect id="companies-regime" name="regime" defaultValue={filters.regime ?? ""}>
          <option value="">{t("allRegimes")}</option>
          {COMPANY_REGIMES.map((r) => (
            <option key={r} value={r}>
              {t(`regimes.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="companies-status">{t("fields.status")}</Label>
        <NativeSelect id="companies-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">{t("allStatuses")}</option>
          {COMPANY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden="true" />
        {t("filter")}
      </Button>
    </form>
  );
}
