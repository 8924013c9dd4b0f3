import type * as React from "react";

type Props = {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Further lines under the subtitle (a period, a status). */
  children?: React.ReactNode;
  className?: string;
};

/**
 * A page's heading and the line under it, as every signed-in and back-office page opens (tests/unit/ui-kit.test.ts
 * fails on one made by hand).
 */
export function PageHeader({ title, subtitle, children, className }: Props) {
  return (
    <div className={className}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      {children}
    </div>
  );
}
