import Link from "next/link";
import type * as React from "react";

type LinkProps = React.ComponentProps<typeof Link>;

type Props = Omit<LinkProps, "href"> & {
  href: string;
  /** `plain` keeps the surrounding text's colour (a breadcrumb, a muted line); the default is the primary colour. */
  tone?: "primary" | "plain";
  /**
   * A plain `<a>`: a file a route handler sends, another site, `mailto:` — nothing the router should prefetch or
   * render client-side.
   */
  native?: boolean;
  /** Another link with Link's props, e.g. IntentLink (components/common/intent-link.tsx) on the public pages. */
  as?: React.ComponentType<Omit<LinkProps, "href"> & { href: string }>;
};

/**
 * THE text link: underlined on hover, the primary colour unless `tone="plain"`. Every link that reads as text goes
 * through it (tests/unit/text-links.test.ts fails on an `<a>` or `<Link>` styled as one by hand); a link that looks
 * like a button uses `buttonVariants`. The look is `.ui-text-link` in app/globals.css: a caller's utilities win.
 */
export function TextLink({ tone = "primary", native, as: Component = Link, className, ...props }: Props) {
  const classes = ["ui-text-link", tone === "primary" ? "ui-text-link-primary" : null, className]
    .filter(Boolean)
    .join(" ");
  if (native) {
    const { prefetch: _prefetch, replace: _replace, scroll: _scroll, ...anchor } = props;
    return <a data-slot="text-link" className={classes} {...(anchor as React.ComponentProps<"a">)} />;
  }
  return <Component data-slot="text-link" className={classes} {...props} />;
}
