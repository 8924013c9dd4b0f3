import { TextLink } from "@/components/ui/text-link";

export type PageLinksTexts = {
  /** The navigation's accessible name ("Páginas do histórico de pagamentos"). */
  label: string;
  newer: string;
  older: string;
  /** This page, as the list says it ("Página 2"). */
  current: string;
};

type Props = {
  page: number;
  /** Rows on this page: a page past the end (an old link, a typed address) leads back to the first. */
  hasRows: boolean;
  hasOlder: boolean;
  href: (page: number) => string;
  texts: PageLinksTexts;
};

/** Newer and older pages of a list shown newest first, a page at a time; nothing when there is one page. */
export function PageLinks({ page, hasRows, hasOlder, href, texts }: Props) {
  const newer = page > 1 ? (hasRows ? page - 1 : 1) : null;
  if (!newer && !hasOlder) return null;
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {newer ? <TextLink href={href(newer)}>{texts.newer}</TextLink> : null}
      <span className="text-muted-foreground">{texts.current}</span>
      {hasOlder ? <TextLink href={href(page + 1)}>{texts.older}</TextLink> : null}
    </nav>
  );
}
