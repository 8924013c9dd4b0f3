"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { NativeSelect } from "@/components/forms/native-select";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { OFFICE_ROLES, type OfficeRole } from "@/lib/db/enums";
import { updateMemberAction } from "@/lib/office/actions";

/** A socio changes a member's role and, for an analista, whether they see every client. */
export function MemberAccessForm({
  userId,
  name,
  role,
  allClients,
}: {
  userId: string;
  name: string;
  role: OfficeRole;
  allClients: boolean;
}) {
  const t = useTranslations("office.team");
  const tRoles = useTranslations("office.roles");
  const router = useRouter();
  const [value, setValue] = useState<{ role: OfficeRole; allClients: boolean }>({ role, allClients });
  const changed = value.role !== role || value.allClients !== allClients;
  const { run: save, pending } = useActionCall({
    action: () => updateMemberAction(userId, value),
    errorTitle: t("updateFailed"),
    onSuccess: () => {
      toast.success(t("updated", { name }));
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <NativeSelect
        aria-label={t("roleOf", { name })}
        value={value.role}
        onChange={(e) => setValue({ ...value, role: e.target.value as OfficeRole })}
        className="w-36"
      >
        {OFFICE_ROLES.map((r) => (
          <option key={r} value={r}>
            {tRoles(r)}
          </option>
        ))}
      </NativeSelect>
      {value.role === "analista" ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`all-${userId}`}
            checked={value.allClients}
            onCheckedChange={(checked) => setValue({ ...value, allClients: checked === true })}
          />
          <Label htmlFor={`all-${userId}`} className="font-normal">
            {t("allClients")}
          </Label>
        </div>
      ) : null}
      {changed ? (
        <Button size="sm" onClick={() => save()} disabled={pending}>
          {t("saveAccess")}
        </Button>
      ) : null}
    </div>
  );
}
