import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { createAsaasTestPayment, testAiConnection, testAsaasKey, testWebhook, webhookSignature, SIGNATURE_HEADER } =
  await import("./connection-tests");

// The 'Testar' buttons against a local server, which the tests allow explicitly (the default policy refuses it).
const onlyLocal = { allowAddress: (address: string) => address === "127.0.0.1" };

describe("connection tests", () => {
  let port = 0;
  const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ url: req.url, headers: req.headers, body });
      if (req.url === "/v1/models") {
        if (req.headers.authorization !== "Bearer sk-valida") return void res.writeHead(401).end("{}");
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ data: [{ id: "gpt-4" }, { id: "gpt-4-turbo" }] }));
      }
      res.writeHead(req.url === "/falha" ? 500 : 204).end();
    });
  });
  beforeAll(
    () =>
      new Promise<void>((done) =>
        server.listen(0, "127.0.0.1", () => ((port = (server.address() as AddressInfo).port), done())),
      ),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("a webhook test POSTs a sample event signed with HMAC-SHA256 over '<timestamp>.<body>'", async () => {
    const outcome = await testWebhook(
      `http://127.0.0.1:${port}/hook`,
      "webhook_payment_url",
      "segredo-de-teste",
      onlyLocal,
    );
    expect(outcome).toEqual({
      ok: true,
      title: "adminSettings.tests.webhookTested",
      message: "adminSettings.tests.webhookAnswered",
      values: { status: 204 },
    });
    const { headers, body } = received.at(-1)!;
    const event = JSON.parse(body);
    expect(event).toMatchObject({ type: "payment.received", test: true });
    const signature = String(headers[SIGNATURE_HEADER.toLowerCase()]);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    expect(v1).toBe(createHmac("sha256", "segredo-de-teste").update(`${t}.${body}`).digest("hex"));
    expect(webhookSignature("segredo-de-teste", Number(t), body)).toBe(signature);
  });

  it("maps a non-2xx answer, a missing URL or secret, and a refused address", async () => {
    expect(
      await testWebhook(`http://127.0.0.1:${port}/falha`, "webhook_error_url", "segredo-de-teste", onlyLocal),
    ).toMatchObject({ ok: false, values: { status: 500 } });
    expect(await testWebhook("", "webhook_error_url", "segredo-de-teste")).toMatchObject({
      ok: false,
      message: "adminSettings.tests.webhookUrlMissing",
    });
    expect(await testWebhook("https://hooks.example.com/x", "webhook_error_url", null)).toMatchObject({
      ok: false,
      message: "adminSettings.tests.signingSecretMissing",
    });
    expect(await testWebhook(`http://127.0.0.1:${port}/hook`, "webhook_error_url", "segredo-de-teste")).toMatchObject({
      ok: false,
      message: "adminSettings.outbound.refused_address",
    });
  });

  it("'Testar conexão' lists the models with the key, and says when the key is refused or missing", async () => {
    const base = `http://127.0.0.1:${port}/v1`;
    expect(await testAiConnection("sk-valida", base, onlyLocal)).toEqual({
      ok: true,
      title: "adminSettings.tests.connected",
      message: "adminSettings.tests.modelsAvailable",
      values: { count: 2 },
    });
    expect(await testAiConnection("sk-errada", base, onlyLocal)).toMatchObject({
      ok: false,
      title: "adminSettings.tests.invalidKey",
    });
    expect(await testAiConnection(null, base, onlyLocal)).toMatchObject({
      ok: false,
      message: "adminSettings.tests.openaiKeyMissing",
    });
  });
});

describe("the Asaas test payment", () => {
  let port = 0;
  const calls: { method?: string; url?: string; key?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      calls.push({ method: req.method, url: req.url, key: req.headers.access_token as string | undefined, body });
      if (req.headers.access_token !== "$aact_valida") return void res.writeHead(401).end("{}");
      const json = (value: unknown) =>
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
      if (req.method === "POST" && req.url === "/v3/customers") return json({ id: "cus_000001" });
      if (req.method === "POST" && req.url === "/v3/payments") return json({ id: "pay_000042", status: "PENDING" });
      res.writeHead(404).end("{}");
    });
  });
  beforeAll(
    () =>
      new Promise<void>((done) =>
        server.listen(0, "127.0.0.1", () => ((port = (server.address() as AddressInfo).port), done())),
      ),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const sandbox = () => ({ ...onlyLocal, apiBase: `http://127.0.0.1:${port}/v3` });

  it("creates a test customer, then a R$ 10,00 PIX charge due tomorrow (São Paulo), on the sandbox", async () => {
    calls.length = 0;
    const outcome = await createAsaasTestPayment(
      "$aact_valida",
      "sandbox",
      sandbox(),
      new Date("2026-11-23T23:30:00-03:00"),
    );
    expect(outcome).toEqual({
      ok: true,
      title: "adminSettings.tests.testPaymentCreated",
      message: "adminSettings.tests.testPaymentId",
      values: { id: "pay_000042" },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /v3/customers", "POST /v3/payments"]);
    const payment = JSON.parse(calls[1].body);
    expect(payment).toMatchObject({ customer: "cus_000001", billingType: "PIX", value: 10, dueDate: "2026-11-24" });
  });

  it("never calls production, and maps a missing or refused key", async () => {
    calls.length = 0;
    expect(await createAsaasTestPayment("$aact_valida", "production", sandbox())).toMatchObject({
      ok: false,
      message: "adminSettings.tests.testPaymentSandboxOnly",
    });
    expect(await createAsaasTestPayment(null, "sandbox", sandbox())).toMatchObject({
      ok: false,
      message: "adminSettings.tests.asaasKeyMissing",
    });
    expect(calls).toEqual([]);
    expect(await createAsaasTestPayment("$aact_errada", "sandbox", sandbox())).toMatchObject({
      ok: false,
      title: "adminSettings.tests.invalidKey",
    });
    expect(calls).toHaveLength(1);
  });

  it("'Testar' reads one customer with the key", async () => {
    expect(await testAsaasKey("$aact_errada", "sandbox", sandbox())).toMatchObject({
      ok: false,
      title: "adminSettings.tests.invalidKey",
    });
  });
});
