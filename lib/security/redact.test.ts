import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { redact, redactError } from "./redact";

const SECRETS = [
  "ana.souza@example.com.br",
  "123.456.789-09",
  "12345678909",
  "11.222.333/0001-81",
  "11222333000181",
  "12.ABC.345/01DE-35",
  "12ABC34501DE35",
  "11987654321",
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
  "tok_9f8e7d6c5b4a",
  "$aact_YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZmNDQ6OjAwMDA",
  "s3nh4-d0-banco",
];

const expectClean = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe("redact", () => {
  it("drops the params of a Drizzle 'Failed query' message, keeping the SQL", () => {
    const message =
      'Failed query: insert into "profiles" ("id", "email", "cpf_cnpj", "phone") values ($1, $2, $3, $4)\n' +
      "params: 6f1c3d2e-0000-4000-8000-000000000001,ana.souza@example.com.br,12345678909,11987654321";
    const text = redact(message);
    expect(text).toBe(
      'Failed query: insert into "profiles" ("id", "email", "cpf_cnpj", "phone") values ($1, $2, $3, $4)\nparams: [redacted]',
    );
  });

  it("drops params that run over several lines (a JSON payload with newlines)", () => {
    expect(
      redact(
        'Failed query: update "webhook_events" set "payload" = $1\nparams: {"customer":\n"ana.souza@example.com.br"}',
      ),
    ).toBe('Failed query: update "webhook_events" set "payload" = $1\nparams: [redacted]');
  });

  it("removes what postgres.js and PGlite put in their messages", () => {
    expect(redact('invalid input syntax for type integer: "123.456.789-09"')).toBe(
      'invalid input syntax for type integer: "[document]"',
    );
    expect(redact("Key (cpf_cnpj)=(11222333000181) already exists.")).toBe(
      "Key (cpf_cnpj)=([document]) already exists.",
    );
    expect(redact("Key (cnpj)=(12ABC34501DE35) already exists.")).toBe("Key (cnpj)=([document]) already exists.");
    expect(redact('duplicate key value violates unique constraint "companies_user_cnpj_key"')).toBe(
      'duplicate key value violates unique constraint "companies_user_cnpj_key"',
    );
  });

  it("removes query strings, credentials in URLs, e-mail addresses and tokens", () => {
    const text = redact(
      "fetch https://api.asaas.com/v3/payments?customer=cus_1&access_token=tok_9f8e7d6c5b4a failed; " +
        "connect postgres://app:s3nh4-d0-banco@db.internal:5432/app; user ana.souza@example.com.br; " +
        "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl; " +
        "access_token: $aact_YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZmNDQ6OjAwMDA; /reset?token=tok_9f8e7d6c5b4a",
    );
    expectClean(text);
    expect(text).toContain("https://api.asaas.com/v3/payments?[redacted]");
    expect(text).toContain("postgres://[redacted]@db.internal:5432/app");
    expect(text).toContain("Bearer [redacted]");
    expect(text).toContain("/reset?[redacted]");
    expect(text).toContain("[email]");
  });

  it("keeps what the log needs: provider ids, UUIDs, event names, amounts, dates", () => {
    const text =
      "PAYMENT_RECEIVED pay_080225913252 sub_VXJBYgP2u0eO event 6f1c3d2e-1234-4000-8000-123456789012 R$ 1.234,56 at 2026-11-20 10:00:00";
    expect(redact(text)).toBe(text);
  });

  it("redacts documents written in a run of text, formatted or not", () => {
    expectClean(
      redact("cpf 123.456.789-09, cnpj 11.222.333/0001-81 or 12.ABC.345/01DE-35, phone 11987654321, raw 12345678909"),
    );
  });
});

describe("redactError", () => {
  it("names the error and its causes, every message redacted", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "123.456.789-09"'), {
      name: "PostgresError",
      code: "22P02",
    });
    const error = new DrizzleQueryError(
      "select $1::int, $2::text",
      ["123.456.789-09", "ana.souza@example.com.br"],
      cause,
    );
    const text = redactError(error);
    expectClean(text);
    expect(text).toBe(
      'Error: Failed query: select $1::int, $2::text\nparams: [redacted] ← PostgresError: invalid input syntax for type integer: "[document]"',
    );
  });

  it("stays within the given length", () => {
    expect(redactError(new Error("x".repeat(2000)), { maxLength: 500 })).toHaveLength(500);
  });

  it("answers without throwing for anything thrown", () => {
    expect(redactError("no account for ana.souza@example.com.br")).toBe("no account for [email]");
    expect(redactError({ message: "user ana.souza@example.com.br" })).toBe("user [email]");
    expect(redactError(42)).toBe("non-error value (number)");
    expect(redactError(null)).toBe("non-error value (null)");
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(redactError(loop)).toBe("Error: loop");
  });

  it("adds the stack frames when asked, for the server log", () => {
    const text = redactError(new Error("boom ana.souza@example.com.br"), { stack: true });
    expect(text.startsWith("Error: boom [email]\n    at ")).toBe(true);
    expectClean(text);
  });
});
