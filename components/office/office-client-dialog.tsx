"use client";

import { useRouter } from "next/navigation";
import { CompanyDialog } from "@/components/companies/company-dialog";
import { emptyCompanyForm, type CompanyFormValues } from "@/lib/companies/schema";
import { createOfficeClientAction, updateOfficeClientAction } from "@/lib/office/client-actions";

/** 'Novo cliente' (opens the new client's page once saved) or the edit button of a client, on the company form. */
export function OfficeClientDialog({ client }: { client?: { id: string; name: string; values: CompanyFormValues } }) {
  const router = useRouter();
  if (client) {
    return (
      <CompanyDialog
        companyId={client.id}
        companyName={client.name}
        defaultValues={client.values}
        save={(values) => updateOfficeClientAction(client.id, values)}
      />
    );
  }
  return (
    <CompanyDialog
      defaultValues={emptyCompanyForm()}
      save={createOfficeClientAction}
      onCreated={(id) => router.push(`/escritorio/clientes/${id}`)}
    />
  );
}
