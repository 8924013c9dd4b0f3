import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { isRefusedAddress } from "./ip-ranges";

// Outbound calls to URLs an admin typed (webhook tests, the AI base URL). Every hop is checked and then
// connected to the very address that was checked (a `lookup` that returns it), so a DNS answer that changes
// between the check and the connection (rebinding) changes nothing. Host header and TLS SNI keep the name.

export type SsrfRefusal =
  | "invalid_url"
  | "scheme"
  | "credentials"
  | "refused_address"
  | "dns_failed"
  | "redirect_refused"
  | "too_many_redirects"
  | "timeout"
  | "network";

/** An outbound call the guard refused or that failed; `reason` names the pt-BR message (adminSettings.outbound.*). */
export class OutboundError extends Error {
  readonly reason: SsrfRefusal;
  constructor(reason: SsrfRefusal, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = "OutboundError";
    this.reason = reason;
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardedRequest = {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type GuardedResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text, at most maxBytes of it. */
  body: string;
  truncated: boolean;
};

export type GuardOptions = {
  resolve?: Resolver;
  /** Which addresses may be called (default: none of lib/security/ip-ranges.ts). Tests pin a local server with it. */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

const DEFAULTS = { timeoutMs: 5_000, maxBytes: 64 * 1024, maxRedirects: 3 };

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** The URL if it may be called at all (http or https, no user:password), before any DNS. */
export function parseOutboundUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new OutboundError("invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("scheme");
  if (url.username || url.password) throw new OutboundError("credentials");
  return url;
}

/**
 * The one address to connect to for url: an IP literal as written (the URL parser has already turned decimal,
 * octal and hex IPv4 forms into dotted quads), or the name's DNS answers, refused when ANY answer is refused
 * (a name that also points inside would let the attacker pick).
 */
export async function resolveChecked(
  url: URL,
  resolve: Resolver,
  allow: (address: string) => boolean,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let answers: ResolvedAddress[];
  if (literal) {
    answers = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      answers = await resolve(host);
    } catch {
      throw new OutboundError("dns_failed", host);
    }
    if (answers.length === 0) throw new OutboundError("dns_failed", host);
  }
  const refused = answers.find((a) => !allow(a.address));
  if (refused) throw new OutboundError("refused_address", refused.address);
  return answers[0];
}

/** A lookup that answers every query with the checked address (Node asks with `all: true` when it races families). */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (typeof options === "object" && options?.all) {
      (callback as unknown as (err: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}

function once(
  url: URL,
  pinned: ResolvedAddress,
  init: GuardedRequest,
  timeoutMs: number,
  maxBytes: number,
): Promise<GuardedResponse> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(url, {
      method: init.method ?? "GET",
      headers: { "user-agent": "TributoCerto/1.0", ...init.headers },
      lookup: pinnedLookup(pinned),
      // No agent: a pooled socket could belong to another resolution.
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(new OutboundError("timeout")), timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(
        error instanceof OutboundError
          ? error
          : new OutboundError("network", (error as NodeJS.ErrnoException).code ?? error.message),
      );
    });
    req.on("response", (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          truncated,
        });
      };
      res.on("data", (chunk: Buffer) => {
        if (truncated) return;
        const room = maxBytes - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size = maxBytes;
          truncated = true;
          res.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on("end", finish);
      res.on("error", (error) => {
        clearTimeout(timer);
        reject(error instanceof OutboundError ? error : new OutboundError("network", error.message));
      });
    });
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/**
 * Calls an admin-supplied URL safely: http(s) only, every hop resolved and checked, connected to the checked
 * address, redirects followed by hand (each target checked again; a POST becomes a GET after 301/302/303), a
 * timeout over the whole call and a cap on the body read. Throws OutboundError.
 */
/** A hop's address, checked: past the first hop a refused address is a redirect the guard refused. */
async function resolveHop(
  url: URL,
  hop: number,
  resolve: Resolver,
  allow: (address: string) => boolean,
): Promise<ResolvedAddress> {
  try {
    return await resolveChecked(url, resolve, allow);
  } catch (error) {
    if (hop > 0 && error instanceof OutboundError && error.reason === "refused_address")
      throw new OutboundError("redirect_refused", error.message);
    throw error;
  }
}

export async function guardedFetch(
  target: string,
  init: GuardedRequest = {},
  options: GuardOptions = {},
): Promise<GuardedResponse> {
  const resolve = options.resolve ?? systemResolver;
  const allow = options.allowAddress ?? ((address: string) => !isRefusedAddress(address));
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const deadline = Date.now() + timeoutMs;

  let url = parseOutboundUrl(target);
  let request = init;
  for (let hop = 0; ; hop++) {
    const pinned = await resolveHop(url, hop, resolve, allow);
    const left = deadline - Date.now();
    if (left <= 0) throw new OutboundError("timeout");
    const response = await once(url, pinned, request, left, maxBytes);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== "string") return response;
    if (hop >= maxRedirects) throw new OutboundError("too_many_redirects");
    const next = parseRedirect(location, url);
    // Credentials go only to the origin they were meant for.
    const headers = next.origin === url.origin ? request.headers : withoutAuthorization(request.headers);
    request = response.status === 307 || response.status === 308 ? { ...request, headers } : { headers, method: "GET" };
    url = next;
  }
}

function parseRedirect(location: string, from: URL): URL {
  try {
    return parseOutboundUrl(new URL(location, from).toString());
  } catch {
    throw new OutboundError("redirect_refused", location);
  }
}

function withoutAuthorization(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  return (
    headers && Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "authorization"))
  );
}

/**
 * Whether a URL an admin saves may be called later: its scheme, and the addresses it names or resolves to now (the
 * call itself checks again on every hop). A name that does not resolve now is not refused here: the call decides.
 */
export async function outboundTargetRefusal(
  target: string,
  options: Pick<GuardOptions, "resolve" | "allowAddress"> = {},
): Promise<SsrfRefusal | null> {
  const allow = options.allowAddress ?? ((address: string) => !isRefusedAddress(address));
  try {
    await resolveChecked(parseOutboundUrl(target), options.resolve ?? systemResolver, allow);
    return null;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return error.reason === "dns_failed" ? null : error.reason;
  }
}

type FetchInput = Parameters<typeof fetch>[0];
type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;

function bodyText(body: FetchInit["body"]): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new OutboundError("invalid_url", "unsupported request body");
}

/** One hop with a streamed answer: the response is handed over as soon as its head arrives. */
function streamOnce(
  url: URL,
  pinned: ResolvedAddress,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  signal: AbortSignal | undefined,
): Promise<{ status: number; headers: Headers; body: Readable }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(url, {
      method,
      headers: { "user-agent": "TributoCerto/1.0", ...headers },
      lookup: pinnedLookup(pinned),
      agent: false,
      signal,
    });
    req.on("error", (error) =>
      reject(
        signal?.aborted
          ? signal.reason
          : error instanceof OutboundError
            ? error
            : new OutboundError("network", (error as NodeJS.ErrnoException).code ?? error.message),
      ),
    );
    req.on("response", (res: IncomingMessage) => {
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
      }
      resolve({ status: res.statusCode ?? 0, headers: out, body: res });
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * A `fetch` for SDKs (the assistant's model client) that goes through the same guard as guardedFetch: http(s) only,
 * every hop resolved, checked and connected to the checked address, redirects followed by hand (at most
 * maxRedirects, Authorization kept only on the same origin). The body streams (no size cap, no own timeout: the
 * caller's AbortSignal ends it). A refused address throws OutboundError, as a connection failure would.
 */
export function guardedFetchFunction(options: Omit<GuardOptions, "timeoutMs" | "maxBytes"> = {}): typeof fetch {
  const resolve = options.resolve ?? systemResolver;
  const allow = options.allowAddress ?? ((address: string) => !isRefusedAddress(address));
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  return async (input: FetchInput, init: FetchInit = {}) => {
    const request = input instanceof Request ? input : null;
    let url = parseOutboundUrl(request ? request.url : input.toString());
    let method = (init.method ?? request?.method ?? "GET").toUpperCase();
    let headers: Record<string, string> = Object.fromEntries(new Headers(init.headers ?? request?.headers).entries());
    let body = bodyText(init.body ?? (request?.body ? new Uint8Array(await request.arrayBuffer()) : undefined));
    const signal = init.signal ?? request?.signal ?? undefined;
    for (let hop = 0; ; hop++) {
      const pinned = await resolveHop(url, hop, resolve, allow);
      const response = await streamOnce(url, pinned, method, headers, body, signal);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) {
        const nullBody = response.status === 204 || response.status === 304 || method === "HEAD";
        if (nullBody) response.body.resume();
        return new Response(nullBody ? null : (Readable.toWeb(response.body) as ReadableStream<Uint8Array>), {
          status: response.status,
          headers: response.headers,
        });
      }
      response.body.resume();
      if (hop >= maxRedirects) throw new OutboundError("too_many_redirects");
      const next = parseRedirect(location, url);
      if (next.origin !== url.origin) headers = withoutAuthorization(headers) ?? {};
      if (response.status !== 307 && response.status !== 308) {
        method = "GET";
        body = undefined;
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^content-(type|length)$/i.test(name)),
        );
      }
      url = next;
    }
  };
}
