// Process-wide state: one value per server process, whichever bundle asks. Next gives proxy.ts, the pages and the
// route handlers module instances of their own (and `next dev` reloads modules), so a module-level variable would
// be one per bundle: a second PGlite on the same data dir, a session handoff the page cannot see, a scheduler started
// twice. Every such value lives here, on globalThis under one registered symbol, each under its own key.
// Markers on an object (a PGlite's prepared statements, the connection's PGlite, the patched http.Server) are not
// process state: they stay on the object they describe.

const STORE = Symbol.for("tributo-certo.process-state");

type Store = Map<string, unknown>;

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE]?: Store };
  return (holder[STORE] ??= new Map());
}

/** The process's one value under `key`, made by `create` the first time any bundle asks. */
export function processSingleton<T>(key: string, create: () => T): T {
  const values = store();
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as T;
}

/**
 * A promise made once per process (a connection, a database opened): concurrent callers share it, and a rejected
 * one is forgotten so the next call tries again.
 */
export function processOnce<T>(key: string, open: () => Promise<T>): Promise<T> {
  const values = store();
  const existing = values.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const opened = open().catch((error: unknown) => {
    if (values.get(key) === opened) values.delete(key);
    throw error;
  });
  values.set(key, opened);
  return opened;
}

export type ProcessCache<T> = {
  /** The value, loaded again when the last load is `ttlMs` old; callers within the window share one load. */
  get(now?: number): Promise<T>;
  /** The next get loads again (after a write this process made). */
  forget(): void;
};

/**
 * A value asked of something slow (the database, a provider) at most every `ttlMs` per process. `load` should settle
 * to what callers may use even on failure; a load that rejects is forgotten, so the next call loads again.
 */
export function processCache<T>(key: string, ttlMs: number, load: () => Promise<T>): ProcessCache<T> {
  type Entry = { at: number; value: Promise<T> };
  const values = store();
  const forget = () => values.delete(key);
  return {
    get(now = Date.now()) {
      const last = values.get(key) as Entry | undefined;
      if (last && now - last.at < ttlMs) return last.value;
      const value = load();
      const entry: Entry = { at: now, value };
      values.set(key, entry);
      value.catch(() => {
        if (values.get(key) === entry) values.delete(key);
      });
      return value;
    },
    forget,
  };
}

/** Tests only: a process value read, replaced or dropped, as a process that just started would have it. */
export const processStateForTests = {
  get: (key: string): unknown => store().get(key),
  set: (key: string, value: unknown): void => void store().set(key, value),
  delete: (key: string): void => void store().delete(key),
};
