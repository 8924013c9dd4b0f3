import { headers } from "next/headers";
import { NONCE_REQUEST_HEADER } from "@/lib/security/headers";
import { serialiseJsonLd } from "./structured-data";

/** Structured data for search engines, carrying this request's CSP nonce (proxy.ts) like every other script. */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
  );
}
