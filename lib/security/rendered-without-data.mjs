// Plain JavaScript: read by the cache handler (lib/security/csp-cache-handler.mjs), which Node loads itself.

/**
 * The attribute that marks a page rendered without the data it shows: during `next build` (the embedded database is
 * opened by the running server only) or while the database does not answer. The cache handler never serves such an
 * entry, so the next request renders the page again, with its data.
 */
export const RENDERED_WITHOUT_DATA = "data-rendered-without-data";
