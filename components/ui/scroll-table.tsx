import type * as React from "react";

type Props = {
  /** The region's accessible name (the table's caption, as a rule). */
  label: string;
  /** Classes of the scrolling region (spacing around it). */
  className?: string;
  /** Classes of the table (a minimum width, caption-bottom). */
  tableClassName?: string;
  children: React.ReactNode;
};

/**
 * THE table that may scroll sideways on a narrow screen: inside a labelled region in the tab order, so a keyboard
 * can scroll it even when nothing in it is focusable (axe: scrollable-region-focusable). The region is `relative`,
 * so the sr-only texts of its cells stay inside the scrolling box. Plain class joins, no tailwind-merge: it is drawn
 * by the public calculators, whose first JavaScript stays without it. Its look is `.ui-scroll-table` (app/globals.css).
 */
export function ScrollTable({ label, className, tableClassName, children }: Props) {
  return (
    <div
      data-slot="scroll-table"
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className ? `ui-scroll-table ${className}` : "ui-scroll-table"}
    >
      <table className={tableClassName ? `w-full text-sm ${tableClassName}` : "w-full text-sm"}>{children}</table>
    </div>
  );
}
