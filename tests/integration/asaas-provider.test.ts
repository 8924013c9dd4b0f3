import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ASAAS_BASE_URLS, createAsaasProvider, type AsaasClientConfig } from "@/lib/payments/asaas";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { asaasToday, startAsaasDouble, type AsaasDouble } from "../doubles/asaas-double";

// Contract tests of the Asaas adapter against the local double (tests/doubles/asaas-double.ts).

const CPF = "24971563792";
const customer = {
  name: "Maria Souza",
  email: "maria@exemplo.com.br",
  cpfCnpj: "249.715.637-92",
  phone: "(47) 99632-1478",
  externalReference: "user-maria",
};

let double: AsaasDouble;
let sleeps: number[];

beforeAll(async () => {
  double = await startAsaasDouble();
});
afterAll(() => double.close());
afterEach(() => {
  double.requests.length = 0;
});

function provider(overrides: Partial<AsaasClientConfig> = {}): PaymentProvider {
  sleeps = [];
  return createAsaasProvider({
    apiKey: double.apiKey,
    environment: "sandbox",
    baseUrl: double.baseUrl,
    userAgent: "TributoCerto-tests/1.0",
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

const dueIn = (days: number) => asaasToday(new Date(Date.now() + days * 86_400_000));
const subscriptionInput = (customerId: string, externalReference: string) => ({
  customerId,
  value: 89.9,
  nextDueDate: dueIn(7),
  description: "Assinatura Profissional - Tributo Certo",
  externalReference,
});
const count = (method: string, path: string) =>
  double.requests.filter((r) => r.method === method && r.path === path).length;
const liveSubscriptionsFor = (ref: string) =>
  [...double.subscriptions.values()].filter((s) => s.externalReference === ref && !s.deleted);

describe("Asaas adapter: auth and configuration", () => {
  it("sends access_token and User-Agent, to the environment's base URL", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ object: "list", hasMore: false, data: [] }), { status: 200 });
    };
    for (const environment of ["sandbox", "production"] as const) {
      await createAsaasProvider({
        apiKey: "$aact_legacy_key",
        environment,
        fetch: fakeFetch,
      }).findSubscriptionsByExternalReference("reg-1");
    }
    expect(seen.map((s) => s.url)).toEqual([
      `${ASAAS_BASE_URLS.sandbox}/subscriptions?externalReference=reg-1&limit=100`,
      `${ASAAS_BASE_URLS.production}/subscriptions?externalReference=reg-1&limit=100`,
    ]);
    expect(ASAAS_BASE_URLS).toEqual({
      sandbox: "https://api-sandbox.asaas.com/v3",
      production: "https://api.asaas.com/v3",
    });
    expect(seen[0].headers.get("access_token")).toBe("$aact_legacy_key");
    expect(seen[0].headers.get("user-agent")).toBeTruthy();
  });

  it("maps a wrong key to invalid_access_token with Asaas' description, and a missing one too", async () => {
    const wrong = await failure(provider({ apiKey: "$aact_hmlg_wrong" }).getPayment("pay_x"));
    expect(wrong).toMatchObject({
      code: "invalid_access_token",
      status: 401,
      providerMessage: "A chave de API fornecida é inválida",
    });
    expect(double.requests.at(-1)?.headers["user-agent"]).toBe("TributoCerto-tests/1.0");
    // The double answers a request without the header like CloudFront: 401, empty body.
    const raw = await fetch(`${double.baseUrl}/customers`);
    expect([raw.status, await raw.text()]).toEqual([401, ""]);
  });

  it("refuses an empty key or a key of the other environment before any call", () => {
    const thrown = (create: () => unknown) => {
      try {
        create();
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(thrown(() => provider({ apiKey: " " }))).toMatchObject({ code: "invalid_access_token" });
    expect(thrown(() => provider({ apiKey: "$aact_prod_abc" }))).toMatchObject({
      code: "invalid_access_token",
      providerMessage: expect.stringMatching(/sandbox/),
    });
    const production = thrown(() => createAsaasProvider({ apiKey: "$aact_hmlg_abc", environment: "production" }));
    expect(production).toBeInstanceOf(PaymentProviderError);
    expect(production).toMatchObject({ providerMessage: expect.stringMatching(/production/) });
    expect(double.requests).toEqual([]);
  });

  it("the double refuses a GET with a body (403), like CloudFront", async () => {
    const res = await new Promise<number>((resolve, reject) => {
      import("node:http").then(({ request }) => {
        const req = request(
          `${double.baseUrl}/customers`,
          { method: "GET", headers: { access_token: double.apiKey, "content-length": "2" } },
          (r) => {
            r.resume();
            resolve(r.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.end("{}");
      }, reject);
    });
    expect(res).toBe(403);
  });
});

describe("Asaas adapter: customers", () => {
  it("reuses the account's own customer (externalReference = our user id) instead of creating a duplicate", async () => {
    const asaas = provider();
    const first = await asaas.findOrCreateCustomer(customer);
    const again = await asaas.findOrCreateCustomer({ ...customer, cpfCnpj: CPF, name: "Maria S." });
    expect(again.id).toBe(first.id);
    expect([...double.customers.values()].filter((c) => c.cpfCnpj === CPF)).toHaveLength(1);
    expect(count("POST", "/customers")).toBe(1);
    expect(double.customers.get(first.id)).toMatchObject({
      name: "Maria Souza",
      mobilePhone: "47996321478",
      email: customer.email,
      externalReference: "user-maria",
    });
  });

  it("never hands one account's customer to another account with the same CPF", async () => {
    const asaas = provider();
    const maria = await asaas.findOrCreateCustomer({ ...customer, externalReference: "user-cpf-a" });
    const other = await asaas.findOrCreateCustomer({
      ...customer,
      name: "Outra Pessoa",
      email: "outra@exemplo.com.br",
      externalReference: "user-cpf-b",
    });
    expect(other.id).not.toBe(maria.id);
    expect(double.customers.get(other.id)).toMatchObject({ name: "Outra Pessoa", externalReference: "user-cpf-b" });
  });

  it("maps an invalid CPF (sandbox code invalid_object) to invalid_cpfCnpj, keeping Asaas' message", async () => {
    const error = await failure(
      provider().findOrCreateCustomer({
        ...customer,
        cpfCnpj: "111.111.111-12",
        externalReference: "user-invalid-cpf",
      }),
    );
    expect(error).toMatchObject({
      code: "invalid_cpfCnpj",
      status: 400,
      providerMessage: "O CPF/CNPJ informado é inválido.",
    });
  });
});

describe("Asaas adapter: subscriptions and PIX", () => {
  it("creates a monthly PIX subscription and returns its first payment", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    const input = subscriptionInput(customerId, "reg-create");
    const { subscription, firstPayment } = await asaas.createSubscription(input);

    expect(subscription).toMatchObject({
      customerId,
      status: "ACTIVE",
      value: 89.9,
      cycle: "MONTHLY",
      externalReference: "reg-create",
      deleted: false,
    });
    expect(subscription.nextDueDate > input.nextDueDate).toBe(true); // already advanced one cycle
    expect(firstPayment).toMatchObject({
      subscriptionId: subscription.id,
      customerId,
      status: "PENDING",
      value: 89.9,
      billingType: "PIX",
      dueDate: input.nextDueDate,
      deleted: false,
    });
    expect(firstPayment.netValue).toBeLessThan(89.9);
    expect(firstPayment.invoiceUrl).toMatch(/^http/);
    expect(double.subscriptions.get(subscription.id)).toMatchObject({
      billingType: "PIX",
      cycle: "MONTHLY",
      description: input.description,
    });
    expect(await asaas.getSubscription(subscription.id)).toEqual(subscription);
    expect(await asaas.getPayment(firstPayment.id)).toEqual(firstPayment);
    expect(await asaas.listSubscriptionPayments(subscription.id)).toEqual([firstPayment]);
  });

  it("returns the PIX QR code of a payment", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    const { firstPayment } = await asaas.createSubscription(subscriptionInput(customerId, "reg-qr"));
    const qr = await asaas.getPixQrCode(firstPayment.id);
    expect(Buffer.from(qr.encodedImage, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(qr.payload).toMatch(/^000201/);
    expect(qr.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
  });

  it("maps validation errors: invalid customer, invalid value, past due date", async () => {
    const asaas = provider();
    expect(await failure(asaas.createSubscription(subscriptionInput("cus_missing", "reg-bad-1")))).toMatchObject({
      code: "invalid_customer",
      providerMessage: "Customer inválido ou não informado.",
    });
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    expect(
      await failure(asaas.createSubscription({ ...subscriptionInput(customerId, "reg-bad-2"), value: 0 })),
    ).toMatchObject({ code: "invalid_value" });
    expect(
      await failure(
        asaas.createSubscription({ ...subscriptionInput(customerId, "reg-bad-3"), nextDueDate: "2020-01-01" }),
      ),
    ).toMatchObject({
      code: "rejected",
      status: 400,
    });
    expect(sleeps).toEqual([]); // 4xx are not retried
  });

  it("a 502 after Asaas created the subscription: looks it up by externalReference and does not charge twice", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    double.requests.length = 0;
    double.inject({ method: "POST", path: "/subscriptions", when: "after", status: 502 });
    const { subscription, firstPayment } = await asaas.createSubscription(subscriptionInput(customerId, "reg-502"));

    expect(liveSubscriptionsFor("reg-502")).toHaveLength(1);
    expect(count("POST", "/subscriptions")).toBe(1);
    expect(subscription.externalReference).toBe("reg-502");
    expect(firstPayment.subscriptionId).toBe(subscription.id);
    expect(sleeps).toEqual([500]);
  });

  it("a timeout after Asaas created the subscription does not charge twice either", async () => {
    const asaas = provider({ timeoutMs: 300 });
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    double.inject({ method: "POST", path: "/subscriptions", when: "after", hangMs: 1_500 });
    await asaas.createSubscription(subscriptionInput(customerId, "reg-timeout"));
    expect(liveSubscriptionsFor("reg-timeout")).toHaveLength(1);
  });

  it("a 503 before anything was created: retries with backoff and creates exactly one", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    double.requests.length = 0;
    double.inject({ method: "POST", path: "/subscriptions", when: "before", status: 503, times: 2 });
    await asaas.createSubscription(subscriptionInput(customerId, "reg-503"));
    expect(liveSubscriptionsFor("reg-503")).toHaveLength(1);
    expect(count("POST", "/subscriptions")).toBe(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it("gives up after the attempts with unavailable, and waits RateLimit-Reset on a 429", async () => {
    const asaas = provider();
    double.inject({ method: "GET", path: "/payments/pay_any", when: "before", status: 500, times: 3 });
    expect(await failure(asaas.getPayment("pay_any"))).toMatchObject({ code: "unavailable", status: 500 });
    expect(sleeps).toEqual([500, 1000]);

    const limited = provider({ maxAttempts: 1 });
    double.inject({
      method: "GET",
      path: "/payments/pay_any",
      when: "before",
      status: 429,
      headers: { "RateLimit-Reset": "2" },
    });
    expect(await failure(limited.getPayment("pay_any"))).toMatchObject({ code: "rate_limited", status: 429 });

    const patient = provider();
    double.inject({
      method: "GET",
      path: "/payments/pay_any",
      when: "before",
      status: 429,
      headers: { "RateLimit-Reset": "2" },
    });
    expect(await patient.getPayment("pay_any")).toBeNull();
    expect(sleeps).toEqual([2000]);
  });

  it("creating again with the same externalReference returns the existing subscription", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    const first = await asaas.createSubscription(subscriptionInput(customerId, "reg-twice"));
    const second = await asaas.createSubscription(subscriptionInput(customerId, "reg-twice"));
    expect(second.subscription.id).toBe(first.subscription.id);
    expect(second.firstPayment.id).toBe(first.firstPayment.id);
    expect(liveSubscriptionsFor("reg-twice")).toHaveLength(1);
  });

  it("cancels a subscription, removing its pending payment; cancelling again or an unknown one converges", async () => {
    const asaas = provider();
    const { id: customerId } = await asaas.findOrCreateCustomer(customer);
    const { subscription, firstPayment } = await asaas.createSubscription(subscriptionInput(customerId, "reg-cancel"));
    await asaas.cancelSubscription(subscription.id);
    expect((await asaas.getSubscription(subscription.id))?.deleted).toBe(true);
    expect((await asaas.getPayment(firstPayment.id))?.deleted).toBe(true);
    expect(await asaas.findSubscriptionsByExternalReference("reg-cancel")).toEqual([]);
    await asaas.cancelSubscription(subscription.id);
    await asaas.cancelSubscription("sub_unknown");
    expect(await asaas.getSubscription("sub_unknown")).toBeNull();
  });
});
