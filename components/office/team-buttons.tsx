"use client";

import { useTranslations } from "next-intl";
import { ConfirmActionButton, RowConfirmButton } from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { leaveOfficeAction, removeMemberAction, revokeInvitationAction } from "@/lib/office/actions";

/** Removes a member from the office (a socio; never the titular). */
export function RemoveMemberButton({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations("office.team");
  return (
    <RowConfirmButton
      label={t("removeOf", { name })}
      button={t("remove")}
      onConfirm={() => removeMemberAction(userId)}
      texts={{
        title: t("removeTitle", { name }),
        description: t("removeDescription"),
        cancel: t("cancel"),
        confirm: t("remove"),
        done: t("removed", { name }),
        failed: t("removeFailed"),
      }}
    />
  );
}

/** Cancels an invitation that was not accepted yet: its link stops working. */
export function RevokeInvitationButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations("office.team");
  return (
    <RowConfirmButton
      label={t("revokeOf", { email })}
      button={t("revoke")}
      onConfirm={() => revokeInvitationAction(id)}
      texts={{
        title: t("revokeTitle"),
        description: t("revokeDescription", { email }),
        cancel: t("cancel"),
        confirm: t("revoke"),
        done: t("revoked"),
        failed: t("revokeFailed"),
      }}
    />
  );
}

/** A member (not the titular) leaves the office: the clients stay with it. */
export function LeaveOfficeButton({ officeName }: { officeName: string }) {
  const t = useTranslations("office.team");
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="outline" disabled={pending}>
          {t("leave")}
        </Button>
      )}
      onConfirm={() => leaveOfficeAction({})}
      redirectTo="/dashboard"
      texts={{
        title: t("leaveTitle", { office: officeName }),
        description: t("leaveDescription"),
        cancel: t("cancel"),
        confirm: t("leave"),
        done: t("left"),
        failed: t("leaveFailed"),
      }}
    />
  );
}
