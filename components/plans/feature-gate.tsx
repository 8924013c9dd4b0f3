import type { ReactNode } from "react";
import { UpgradeGate } from "./upgrade-gate";

export type Locked = {
  /** The locked feature's name, already translated: the card says 'Recurso bloqueado: <feature>'. */
  feature: string;
  /** The page's heading, shown above the card as on the open page. */
  header?: ReactNode;
};

/**
 * A gated page when the plan lacks its feature: the page's heading, then the upgrade card ('Ver Planos' →
 * /subscription). Pages get it from gatePage (./page-gate.tsx), never by hand.
 */
export function FeatureGate({ status, feature, header }: Locked & { status: string }) {
  return (
    <div className="grid gap-6">
      {header}
      <UpgradeGate status={status} feature={feature} />
    </div>
  );
}
