/**
 * Brand mark: a check inside a rounded square (same drawing as the app icons in public/icons). `className` gives its
 * size (size-8 unless told). Without tailwind-merge: the 404 page, which every page's payload carries, draws it.
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}
