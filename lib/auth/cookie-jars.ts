import "server-only";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import type { CookieJar, CookieOptions } from "./types";

/**
 * Cookie jar over next/headers. Server components may only read: writes there throw, and are ignored,
 * because proxy.ts already refreshed the session for this request.
 */
export async function requestCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    all: () => store.getAll().map(({ name, value }) => ({ name, value })),
    get: (name) => store.get(name)?.value,
    set: (name, value, options) => {
      try {
        store.set(name, value, options);
      } catch {
        // Called from a server component render: cookies are read-only there.
      }
    },
  };
}

/**
 * Cookie jar for proxy.ts: writes go to the forwarded request at once (so this request's pages see the
 * refreshed session) and are replayed on whatever response proxy.ts returns (so the browser stores them).
 */
export function proxyCookieJar(request: NextRequest): {
  jar: CookieJar;
  applyTo: <R extends NextResponse>(response: R) => R;
  /** Whether anything was written (a refreshed or cleared session): the response must then not be cached. */
  wrote: () => boolean;
} {
  const pending: { name: string; value: string; options: CookieOptions }[] = [];
  const jar: CookieJar = {
    all: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    get: (name) => request.cookies.get(name)?.value,
    set: (name, value, options) => {
      if (options.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
      pending.push({ name, value, options });
    },
  };
  return {
    jar,
    applyTo: (response) => {
      for (const c of pending) response.cookies.set(c.name, c.value, c.options);
      return response;
    },
    wrote: () => pending.length > 0,
  };
}

/** An empty jar for anonymous work after the response (e.g. a password-reset e-mail): no session, writes dropped. */
/**
 * A jar that keeps what is written in memory and never reaches the browser: for a session opened on the server
 * only to be closed at once (a trial sign-up that sends the visitor to /login), so it does not linger as an
 * unknown device in Configurações › Segurança.
 */
export function memoryCookieJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    all: () => [...values].map(([name, value]) => ({ name, value })),
    get: (name) => values.get(name),
    set: (name, value, options) => void (options.maxAge === 0 ? values.delete(name) : values.set(name, value)),
  };
}

export function detachedCookieJar(): CookieJar {
  return { all: () => [], get: () => undefined, set: () => {} };
}
