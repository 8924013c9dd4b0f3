/**
 * A local HTTP double of the Asaas v3 API, for tests only: access_token check,
 * 403 on a GET with a body, 200 on create, one-error bodies with the sandbox's codes, list envelopes newest
 * first, customers (duplicates allowed), subscriptions that create their first payment, payments, pixQrCode,
 * DELETE semantics, cash receipt and its undo, refunds, sandbox confirm/overdue, and injectable faults (5xx or 429 before or after handling,
 * hanging responses). Real node:http on 127.0.0.1, random port.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";
import { isValidCpfCnpj } from "@/lib/br/cpf-cnpj";

type Row = Record<string, unknown> & { id: string; dateCreated: string; deleted: boolean };

export type AsaasFault = {
  method: "GET" | "POST" | "DELETE";
  /** Path after /v3, matched exactly, e.g. "/subscriptions". */
  path: string;
  /** "before": answer with the fault instead of handling; "after": handle (create!) and then answer with it. */
  when: "before" | "after";
  status?: number;
  /** Instead of answering, wait this long (the client should time out first). */
  hangMs?: number;
  headers?: Record<string, string>;
  times?: number;
};

export type AsaasDouble = {
  /** Base URL ending in /v3, for createAsaasProvider({ baseUrl }). */
  baseUrl: string;
  apiKey: string;
  customers: Map<string, Row>;
  subscriptions: Map<string, Row>;
  payments: Map<string, Row>;
  /** Every request received, in order; `abandoned` when the client closed it while a hanging fault held it. */
  requests: { method: string; path: string; query: string; headers: http.IncomingHttpHeaders; abandoned?: boolean }[];
  inject(fault: AsaasFault): void;
  /** Resolves once no request is held by a hanging fault (each one answered or closed by the client). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

const BILLING_TYPES = ["BOLETO", "CREDIT_CARD", "PIX", "UNDEFINED"];
const CYCLE_MONTHS: Record<string, number> = { MONTHLY: 1, BIMONTHLY: 2, QUARTERLY: 3, SEMIANNUALLY: 6, YEARLY: 12 };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** Today in Brazil, YYYY-MM-DD. */
export function asaasToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** Adds calendar months to YYYY-MM-DD, clamping the day to the month's end. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

function list(rows: Row[], query: URLSearchParams, filters: string[]): object {
  const limit = Number(query.get("limit") ?? 10);
  const offset = Number(query.get("offset") ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new ApiError(400, "invalid_limit", "O limite máximo é 100.");
  const matching = rows
    .filter((row) => filters.every((key) => !query.has(key) || String(row[key] ?? "") === query.get(key)))
    .reverse();
  const data = matching.slice(offset, offset + limit);
  return {
    object: "list",
    hasMore: offset + limit < matching.length,
    totalCount: matching.length,
    limit,
    offset,
    data,
  };
}

export async function startAsaasDouble(options: { apiKey?: string } = {}): Promise<AsaasDouble> {
  const apiKey = options.apiKey ?? `$aact_hmlg_${randomBytes(12).toString("hex")}`;
  const customers = new Map<string, Row>();
  const subscriptions = new Map<string, Row>();
  const payments = new Map<string, Row>();
  const requests: AsaasDouble["requests"] = [];
  const faults: AsaasFault[] = [];
  let origin = "";

  const takeFault = (method: string, path: string, when: AsaasFault["when"]) => {
    const index = faults.findIndex((f) => f.method === method && f.path === path && f.when === when);
    if (index < 0) return null;
    const fault = faults[index];
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) faults.splice(index, 1);
    return fault;
  };

  function createPayment(fields: {
    customer: string;
    billingType: string;
    value: number;
    dueDate: string;
    description: unknown;
    subscription?: string;
  }): Row {
    const pid = id("pay");
    const cents = Math.round(fields.value * 100);
    const boleto = fields.billingType === "BOLETO";
    const payment: Row = {
      object: "payment",
      id: pid,
      dateCreated: asaasToday(),
      customer: fields.customer,
      subscription: fields.subscription,
      value: fields.value,
      netValue: (cents - 199) / 100,
      description: fields.description ?? null,
      billingType: fields.billingType,
      status: "PENDING",
      dueDate: fields.dueDate,
      originalDueDate: fields.dueDate,
      paymentDate: null,
      clientPaymentDate: null,
      invoiceUrl: `${origin}/i/${pid.slice(4)}`,
      bankSlipUrl: boleto ? `${origin}/b/pdf/${pid.slice(4)}` : null,
      nossoNumero: boleto ? String(10_000_000 + payments.size) : null,
      externalReference: null,
      deleted: false,
      refunds: null,
    };
    payments.set(pid, payment);
    return payment;
  }

  function createCustomer(body: Record<string, unknown>): Row {
    if (typeof body.name !== "string" || !body.name.trim())
      throw new ApiError(400, "invalid_name", "O nome do cliente deve ser informado.");
    if (typeof body.cpfCnpj !== "string" || !isValidCpfCnpj(body.cpfCnpj))
      throw new ApiError(400, "invalid_object", "O CPF/CNPJ informado é inválido.");
    if (typeof body.mobilePhone === "string" && /^(\d)\1+$/.test(body.mobilePhone.slice(2))) {
      throw new ApiError(400, "invalid_mobilePhone", "O celular informado é inválido.");
    }
    const cpfCnpj = body.cpfCnpj.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
    const customer: Row = {
      object: "customer",
      id: `cus_${String(customers.size + 1).padStart(12, "0")}`,
      dateCreated: asaasToday(),
      name: body.name,
      email: body.email ?? null,
      phone: body.phone ?? null,
      mobilePhone: body.mobilePhone ?? null,
      cpfCnpj,
      personType: cpfCnpj.length === 11 ? "FISICA" : "JURIDICA",
      deleted: false,
      externalReference: body.externalReference ?? null,
      notificationDisabled: body.notificationDisabled ?? false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createSubscription(body: Record<string, unknown>): Row {
    const customer = typeof body.customer === "string" ? customers.get(body.customer) : undefined;
    if (!customer || customer.deleted)
      throw new ApiError(400, "invalid_customer", "Customer inválido ou não informado.");
    if (typeof body.billingType !== "string" || !BILLING_TYPES.includes(body.billingType)) {
      throw new ApiError(400, "invalid_billingType", "Forma de pagamento inválida.");
    }
    if (typeof body.value !== "number" || !(body.value > 0))
      throw new ApiError(400, "invalid_value", "O valor da assinatura deve ser informado.");
    if (!isDate(body.nextDueDate) || body.nextDueDate < asaasToday()) {
      throw new ApiError(400, "invalid_dueDate", "Não é permitido data de vencimento inferior a hoje.");
    }
    const months = typeof body.cycle === "string" ? CYCLE_MONTHS[body.cycle] : undefined;
    if (!months) throw new ApiError(400, "invalid_cycle", "Periodicidade inválida.");
    const sid = id("sub");
    const subscription: Row = {
      object: "subscription",
      id: sid,
      dateCreated: asaasToday(),
      customer: customer.id,
      paymentLink: null,
      value: body.value,
      nextDueDate: addMonths(body.nextDueDate, months),
      cycle: body.cycle,
      description: body.description ?? null,
      billingType: body.billingType,
      deleted: false,
      status: "ACTIVE",
      externalReference: body.externalReference ?? null,
      split: null,
    };
    subscriptions.set(sid, subscription);
    // The first charge is created at once, due on the requested nextDueDate.
    createPayment({
      customer: customer.id,
      billingType: body.billingType,
      value: body.value,
      dueDate: body.nextDueDate,
      description: body.description,
      subscription: sid,
    });
    return subscription;
  }

  async function pixQrCode(payment: Row): Promise<object> {
    if (payment.deleted || !["PIX", "BOLETO", "UNDEFINED"].includes(String(payment.billingType))) {
      throw new ApiError(400, "invalid_action", "Não é possível gerar o QR Code Pix para esta cobrança.");
    }
    const payload = `00020101021226820014br.gov.bcb.pix2560${payment.id}520400005303986540${payment.value}5802BR6304ABCD`;
    const dataUrl = await QRCode.toDataURL(payload);
    return {
      success: true,
      encodedImage: dataUrl.replace(/^data:image\/png;base64,/, ""),
      payload,
      expirationDate: `${addMonths(String(payment.dueDate), 12)} 23:59:59`,
    };
  }

  const found = (map: Map<string, Row>, key: string) => {
    const row = map.get(key);
    if (!row) throw new ApiError(404, "not_found", "Recurso não encontrado.");
    return row;
  };

  /** receiveInCash, undoReceivedInCash and a full refund (§3.6), each refused with invalid_action from the wrong status. */
  function changePayment(payment: Row, action: string, body: Record<string, unknown>): Row {
    const status = String(payment.status);
    const refuse = (description: string) => {
      throw new ApiError(400, "invalid_action", description);
    };
    if (payment.deleted) refuse("Esta cobrança foi removida.");
    if (action === "receiveInCash") {
      if (!["PENDING", "OVERDUE"].includes(status))
        refuse("Só é possível receber em dinheiro cobranças aguardando pagamento ou vencidas.");
      if (!isDate(body.paymentDate)) throw new ApiError(400, "invalid_paymentDate", "Informe a data do pagamento.");
      if (typeof body.value !== "number" || !(body.value > 0))
        throw new ApiError(400, "invalid_value", "Informe o valor recebido.");
      return Object.assign(payment, {
        status: "RECEIVED_IN_CASH",
        paymentDate: body.paymentDate,
        clientPaymentDate: body.paymentDate,
      });
    }
    if (action === "undoReceivedInCash") {
      if (status !== "RECEIVED_IN_CASH") refuse("Esta cobrança não foi recebida em dinheiro.");
      return Object.assign(payment, {
        status: String(payment.dueDate) < asaasToday() ? "OVERDUE" : "PENDING",
        paymentDate: null,
        clientPaymentDate: null,
      });
    }
    if (action === "refund") {
      if (!["CONFIRMED", "RECEIVED", "RECEIVED_IN_CASH"].includes(status))
        refuse("Só é possível estornar cobranças pagas.");
      const refund = {
        dateCreated: asaasToday(),
        status: "DONE",
        value: body.value ?? payment.value,
        description: body.description ?? null,
      };
      return Object.assign(payment, {
        status: "REFUNDED",
        refunds: [...((payment.refunds as object[] | null) ?? []), refund],
      });
    }
    throw new ApiError(404, "not_found", "Recurso não encontrado.");
  }

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): Promise<object> {
    const parts = path.split("/").filter(Boolean);
    const [resource, rid, action] = parts;
    if (resource === "customers" && !rid) {
      if (method === "GET")
        return list([...customers.values()], query, ["cpfCnpj", "externalReference", "email", "name"]);
      if (method === "POST") return createCustomer(body);
    }
    if (resource === "customers" && rid && !action && method === "GET") return found(customers, rid);
    if (resource === "subscriptions" && !rid) {
      if (method === "GET") {
        const rows = [...subscriptions.values()].filter((s) => query.get("includeDeleted") === "true" || !s.deleted);
        return list(rows, query, ["customer", "externalReference", "status", "billingType"]);
      }
      if (method === "POST") return createSubscription(body);
    }
    if (resource === "subscriptions" && rid) {
      const subscription = found(subscriptions, rid);
      if (!action && method === "GET") return subscription;
      if (action === "payments" && method === "GET") {
        return list(
          [...payments.values()].filter((p) => p.subscription === rid),
          query,
          ["status"],
        );
      }
      if (!action && method === "DELETE") {
        subscription.deleted = true;
        // Also removes the subscription's payments awaiting payment or overdue.
        for (const p of payments.values())
          if (p.subscription === rid && ["PENDING", "OVERDUE"].includes(String(p.status))) p.deleted = true;
        return { deleted: true, id: rid };
      }
    }
    if (resource === "payments" && !rid && method === "GET") {
      return list([...payments.values()], query, [
        "customer",
        "subscription",
        "externalReference",
        "status",
        "billingType",
      ]);
    }
    if (resource === "payments" && rid) {
      const payment = found(payments, rid);
      if (!action && method === "GET") return payment;
      if (action === "pixQrCode" && method === "GET") return pixQrCode(payment);
      if (method === "POST" && action) return changePayment(payment, action, body);
    }
    if (resource === "sandbox" && rid === "payment" && method === "POST" && parts.length === 4) {
      const payment = found(payments, parts[2]);
      if (parts[3] === "confirm")
        Object.assign(payment, { status: "RECEIVED", paymentDate: asaasToday(), clientPaymentDate: asaasToday() });
      else if (parts[3] === "overdue") payment.status = "OVERDUE";
      else throw new ApiError(404, "not_found", "Recurso não encontrado.");
      return payment;
    }
    throw new ApiError(404, "not_found", "Recurso não encontrado.");
  }

  function send(res: http.ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(payload === undefined ? "" : JSON.stringify(payload));
  }

  async function answerFault(res: http.ServerResponse, fault: AsaasFault, received: AsaasDouble["requests"][number]) {
    if (fault.hangMs) {
      // The hang ends early when the client gives up and closes the connection: recorded on the request.
      const hang = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), fault.hangMs);
        res.once("close", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      held.add(hang);
      const abandoned = await hang;
      held.delete(hang);
      if (abandoned) received.abandoned = true;
      if (res.destroyed) return;
    }
    const status = fault.status ?? 502;
    send(
      res,
      status,
      status >= 500 ? undefined : { errors: [{ code: "rate_limit", description: "Limite de requisições atingido." }] },
      fault.headers,
    );
  }

  const held = new Set<Promise<boolean>>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", origin);
        const method = req.method ?? "GET";
        const path = url.pathname.replace(/^\/v3/, "");
        const received = { method, path, query: url.search, headers: req.headers };
        requests.push(received);
        const raw = Buffer.concat(chunks).toString("utf8");
        try {
          if (!url.pathname.startsWith("/v3/")) throw new ApiError(404, "not_found", "Recurso não encontrado.");
          // A missing key gets CloudFront's empty 401; a wrong one Asaas' error body.
          if (!req.headers.access_token) return send(res, 401, undefined);
          if (req.headers.access_token !== apiKey) {
            throw new ApiError(401, "invalid_access_token", "A chave de API fornecida é inválida");
          }
          // CloudFront rejects a GET with a body, without an Asaas error body.
          if (method === "GET" && raw.length > 0) return send(res, 403, undefined);
          const before = takeFault(method, path, "before");
          if (before) return await answerFault(res, before, received);
          const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
          const result = await route(method, path, url.searchParams, body);
          const after = takeFault(method, path, "after");
          if (after) return await answerFault(res, after, received);
          send(res, 200, result);
        } catch (error) {
          if (error instanceof ApiError)
            return send(res, error.status, { errors: [{ code: error.code, description: error.description }] });
          send(res, 500, undefined);
        }
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: `${origin}/v3`,
    apiKey,
    customers,
    subscriptions,
    payments,
    requests,
    inject: (fault) => faults.push({ ...fault }),
    settled: async () => {
      while (held.size > 0) await Promise.all(held);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
