/**
 * A table that may scroll sideways on a narrow screen, in a region keyboard users can focus and scroll (the
 * stock Table's container is not focusable, which axe reports as scrollable-region-focusable). `relative` keeps the
 * sr-only texts of the cells inside the scrolling box (absolutely positioned, they would widen the page).
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:ring-ring/50 relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
    >
      <table className="w-full caption-bottom text-sm">{children}</table>
    </div>
  );
}
