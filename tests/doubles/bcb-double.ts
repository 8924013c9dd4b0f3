/**
 * A local HTTP double of the Banco Central's SGS API for series 4390 (tests only): GET
 * /dados/serie/bcdata.sgs.4390/dados answers the scripted rows (or a status with a body), filtered by the
 * dataInicial/dataFinal query as the real API does, and records each request's query. Real node:http on
 * 127.0.0.1, random port.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type BcbRow = { data: string; valor: string };
export type BcbDouble = {
  /** What lib/selic/bcb.ts takes as baseUrl. */
  url: string;
  requests: URLSearchParams[];
  answer(next: { rows: BcbRow[] } | { status: number; body: string }): void;
  close(): Promise<void>;
};

const monthOf = (ddmmyyyy: string) => `${ddmmyyyy.slice(6, 10)}-${ddmmyyyy.slice(3, 5)}`;

export async function startBcbDouble(): Promise<BcbDouble> {
  let next: { rows: BcbRow[] } | { status: number; body: string } = { rows: [] };
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url.searchParams);
    if (req.method !== "GET" || url.pathname !== "/dados/serie/bcdata.sgs.4390/dados") {
      res.writeHead(404).end();
      return;
    }
    if ("status" in next) {
      res.writeHead(next.status, { "Content-Type": "text/html" }).end(next.body);
      return;
    }
    const from = url.searchParams.get("dataInicial");
    const to = url.searchParams.get("dataFinal");
    const rows = next.rows.filter(
      (r) => (!from || monthOf(r.data) >= monthOf(from)) && (!to || monthOf(r.data) <= monthOf(to)),
    );
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/dados/serie/bcdata.sgs.4390/dados`,
    requests,
    answer: (n) => void (next = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
