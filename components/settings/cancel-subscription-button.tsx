"use client";

import { ConfirmActionButton, type ConfirmTexts } from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { cancelSubscriptionAction } from "@/lib/billing/subscription-actions";
import { formatDate } from "@/lib/br/date";

export type CancelTexts = ConfirmTexts & {
  button: string;
  /** With "{date}" where the end of the paid period goes. */
  doneUntil: string;
};

/** 'Cancelar assinatura' → confirmation → cancel at the provider; the page refreshes with the new state. */
export function CancelSubscriptionButton({ subscriptionId, texts }: { subscriptionId: string; texts: CancelTexts }) {
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="outline" disabled={pending}>
          {texts.button}
        </Button>
      )}
      onConfirm={() => cancelSubscriptionAction(subscriptionId)}
      texts={texts}
      doneDescription={({ accessUntil }) =>
        accessUntil ? texts.doneUntil.replace("{date}", formatDate(accessUntil)) : undefined
      }
    />
  );
}
