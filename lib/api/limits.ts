/** Requests per API key per minute (past it: 429 with Retry-After). */
export const API_REQUESTS_PER_MINUTE = 120;
/** The largest JSON body the API reads. */
export const API_BODY_LIMIT = 64 * 1024;
