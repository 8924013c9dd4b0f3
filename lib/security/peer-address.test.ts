import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "./forwarded";
import { stampPeerAddresses } from "./peer-address";

it("every request reaching an http server carries its socket's address, a client's own value overwritten", async () => {
  stampPeerAddresses();
  stampPeerAddresses(); // idempotent: one stamp, not a chain of wrappers
  const server = createServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          headers: { [PEER_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-for": "198.51.100.2" },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve(text));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(body).toBe("127.0.0.1");
  } finally {
    server.close();
  }
});
