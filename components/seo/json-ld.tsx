import { serialiseJsonLd } from "./structured-data";

/**
 * Structured data for search engines: a data block, which the browser never runs, so it needs no CSP nonce or hash
 * (and reads nothing from the request, so the public pages that carry it stay prerendered).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
