import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupCnpj } from "./cnpj-lookup";

// The look-up against a double of the provider on this machine (the outbound guard lets the test's loopback through):
// the data mapped, a slow or failing provider answering null (the form then says to fill by hand), the cache.

let server: Server;
let base = "";
let calls = 0;
const loopback = { allowAddress: (a: string) => a === "127.0.0.1" };

beforeAll(async () => {
  server = createServer((req, res) => {
    calls++;
    if (req.url?.includes("11222333000181")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          razao_social: "PADARIA EXEMPLO LTDA",
          nome_fantasia: "PADARIA",
          cnae_fiscal: 4721102,
          cnae_fiscal_descricao: "Padaria e confeitaria com predominância de revenda",
          municipio: "CAMPINAS",
          uf: "SP",
          opcao_pelo_simples: true,
          data_opcao_pelo_simples: "2015-03-10",
          opcao_pelo_mei: false,
        }),
      );
    } else if (req.url?.includes("11444777000161")) {
      setTimeout(() => res.end("{}"), 3_000);
    } else {
      res.writeHead(500);
      res.end("erro");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cnpj/{cnpj}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("lookupCnpj", () => {
  it("maps the provider's data and caches it", async () => {
    const data = await lookupCnpj("11.222.333/0001-81", { url: base, guard: loopback });
    expect(data).toMatchObject({
      name: "PADARIA EXEMPLO LTDA",
      state: "SP",
      activity: "comercio",
      simples: true,
      mei: false,
    });
    const before = calls;
    await lookupCnpj("11222333000181", { url: base, guard: loopback });
    expect(calls).toBe(before);
  });

  it("answers null on a provider error, a timeout, or when the guard refuses the address", async () => {
    expect(await lookupCnpj("12ABC34501DE35", { url: base, guard: loopback })).toBeNull();
    expect(await lookupCnpj("11444777000161", { url: base, guard: { ...loopback, timeoutMs: 200 } })).toBeNull();
    expect(await lookupCnpj("11444777000161", { url: base })).toBeNull();
    expect(await lookupCnpj("11222333000181", { url: "off" })).toBeNull();
  });
});
