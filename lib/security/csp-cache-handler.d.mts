/** The cache handler as the tests use it (next.config.ts names the file; Next calls it with its own context). */
export type CacheEntry = { value: { kind: string; html?: unknown; headers?: Record<string, unknown> } | null } | null;
export default class CspCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
}
