import Link from "next/link";
import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/forms/native-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { BENEFIT_SECTORS, BENEFIT_SIZES, SIZE_LABEL_ARGS, type BenefitQuery } from "@/lib/benefits/schema";
import { UFS } from "@/lib/companies/schema";
import { COMPANY_REGIMES } from "@/lib/db/enums";
import { TextLink } from "@/components/ui/text-link";
import { CompanySelect } from "@/components/forms/company-select";

type Filters = BenefitQuery;

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const t = useTranslations("fiscalBenefits");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{t("any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The catalogue's filters as a GET form: the server reads the query string and filters in SQL. */
export function BenefitFiltersForm({ filters }: { filters: Filters }) {
  const t = useTranslations("fiscalBenefits");
  return (
    <form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={t("filtersTitle")}>
      <Select
        id="benefits-uf"
        name="uf"
        label={t("fields.uf")}
        value={filters.uf}
        options={UFS.map((uf) => ({ value: uf, label: uf }))}
      />
      <Select
        id="benefits-setor"
        name="setor"
        label={t("fields.setor")}
        value={filters.setor}
        options={BENEFIT_SECTORS.map((s) => ({ value: s, label: t(`sectors.${s}`) }))}
      />
      <Select
        id="benefits-porte"
        name="porte"
        label={t("fields.porte")}
        value={filters.porte}
        options={BENEFIT_SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`, SIZE_LABEL_ARGS) }))}
      />
      <Select
        id="benefits-regime"
        name="regime"
        label={t("fields.regime")}
        value={filters.regime}
        options={COMPANY_REGIMES.map((r) => ({ value: r, label: t(`regimes.${r}`) }))}
      />
      <div className="flex gap-2">
        <Button type="submit" data-testid="benefits-apply">
          {t("apply")}
        </Button>
        <Button asChild variant="ghost">
          {/* A query of its own: /fiscal-benefits alone opens filtered for the user's company. */}
          <Link href="/fiscal-benefits?todos=1">{t("clear")}</Link>
        </Button>
      </div>
    </form>
  );
}

/** 'Ver para minha empresa': picks one of the user's companies; the server turns its profile into filters. */
export function CompanyProfileForm({
  companies,
  selected,
}: {
  companies: { id: string; name: string }[];
  selected: string | undefined;
}) {
  const t = useTranslations("fiscalBenefits");
  if (companies.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        {t("noCompanies")}{" "}
        <TextLink href="/companies" className="underline">
          {t("toCompanies")}
        </TextLink>
      </p>
    );
  }
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-48 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor="benefits-empresa">{t("fields.empresa")}</Label>
        <CompanySelect
          id="benefits-empresa"
          name="empresa"
          defaultValue={selected ?? companies[0].id}
          companies={companies}
        />
      </div>
      <Button type="submit" variant="secondary" data-testid="benefits-for-company">
        {t("forMyCompany")}
      </Button>
    </form>
  );
}
