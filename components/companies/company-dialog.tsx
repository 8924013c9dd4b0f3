"use client";

import { PencilIcon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/action-result";
import type { CompanyFormValues } from "@/lib/companies/schema";
import { CompanyForm } from "./company-form";

type Props = {
  companyId?: string;
  companyName?: string;
  defaultValues: CompanyFormValues;
  /** /companies?editar=<id>: the edit form opens by itself on the reform profile ("Falta informar…" links). */
  openOnReform?: boolean;
  /** Where the form saves to, when not the account's own companies (an office's client). */
  save?: (values: CompanyFormValues) => Promise<ActionResult<{ id: string }>>;
  /** After a new company is saved, instead of refreshing the page (e.g. open the new client's page). */
  onCreated?: (id: string) => void;
};

/** 'Nova Empresa' (no companyId) or the edit icon of a row, each opening the company form in a dialog. */
export function CompanyDialog({ companyId, companyName, defaultValues, openOnReform = false, save, onCreated }: Props) {
  const t = useTranslations("companies");
  const router = useRouter();
  const [open, setOpen] = useState(openOnReform);
  const editing = companyId !== undefined;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {editing ? (
          <Button variant="ghost" size="icon" aria-label={t("edit", { name: companyName ?? "" })}>
            <PencilIcon aria-hidden="true" />
          </Button>
        ) : (
          <Button>
            <PlusIcon aria-hidden="true" />
            {t("new")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("newTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open ? (
          <CompanyForm
            companyId={companyId}
            defaultValues={defaultValues}
            focusReform={openOnReform}
            save={save}
            onSaved={(id) => {
              setOpen(false);
              if (!editing && onCreated) onCreated(id);
              else router.refresh();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
