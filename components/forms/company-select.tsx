import type * as React from "react";
import { NativeSelect } from "./native-select";

type Props = React.ComponentProps<"select"> & {
  /** The user's companies, in the order to list them. */
  companies: readonly { id: string; name: string }[];
  /** The first option, of value "", when the form may go without a company ('Digitar os dados'). */
  none?: string;
};

/** A choice of one of the user's companies, by name: the tools, the reports and the benefits pick with it. */
export function CompanySelect({ companies, none, ...props }: Props) {
  return (
    <NativeSelect {...props}>
      {none !== undefined ? <option value="">{none}</option> : null}
      {companies.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </NativeSelect>
  );
}
