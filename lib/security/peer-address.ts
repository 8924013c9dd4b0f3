import { Server as HttpServer, type IncomingMessage } from "node:http";
import { Server as HttpsServer } from "node:https";
import { PEER_ADDRESS_HEADER } from "./forwarded";

// `next start` passes on a client's X-Forwarded-For untouched and fills it from the socket only when absent, and
// route handlers and server actions never see the socket. So the server stamps every request with its socket's
// address under a header of ours, overwriting any value a client sent (lib/security/forwarded.ts reads it).

const installed = Symbol.for("tributo.peerAddress");

function stamp(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

/** Patches http(s).Server so every "request" event is stamped before Next sees it. Idempotent. */
export function stampPeerAddresses(): void {
  for (const proto of [HttpServer.prototype, HttpsServer.prototype] as Array<HttpServer & { [installed]?: true }>) {
    if (proto[installed]) continue;
    const emit = proto.emit;
    proto.emit = function (this: HttpServer, event: string | symbol, ...args: unknown[]): boolean {
      if (event === "request") stamp(args[0] as IncomingMessage);
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    };
    proto[installed] = true;
  }
}
