import { FormField } from "@/components/forms/form-field";
import { TAX_YEARS } from "@/lib/forms/fields";
import { NativeSelect } from "@/components/forms/native-select";

/**
 * The tax-year choice every calculator offers (tables exist for these years; the fiscal simulator passes
 * COMPARISON_YEARS, which adds the reform years it projects); takes register("year").
 */
export function YearField({
  id,
  label,
  years = TAX_YEARS,
  ...select
}: { id: string; label: string; years?: readonly string[] } & React.ComponentProps<"select">) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect {...select}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
