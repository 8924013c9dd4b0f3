import { FormField } from "@/components/forms/form-field";
import { TAX_YEARS } from "@/lib/forms/fields";
import { NativeSelect } from "@/components/forms/native-select";

/** The tax-year choice every calculator offers (tables exist for these years); takes register("year"). */
export function YearField({ id, label, ...select }: { id: string; label: string } & React.ComponentProps<"select">) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect {...select}>
        {TAX_YEARS.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
