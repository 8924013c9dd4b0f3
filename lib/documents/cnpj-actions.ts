"use server";

import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { cnpjSchema } from "@/lib/br/zod";
import { env } from "@/lib/env";
import { lookupCnpj } from "./cnpj-lookup";

/**
 * "Consultar CNPJ" on the company form: the provider's data, or "não foi possível consultar agora — preencha à mão".
 * Limited per user (the providers refuse bursts and mass look-ups are against their terms).
 */
export const lookupCnpjAction = userAction(
  {
    schema: cnpjSchema,
    invalid: "validation.cnpjInvalid",
    rateLimit: [{ name: "cnpj-lookup", limit: 10, windowMs: 60_000, key: (_cnpj, ctx) => ctx.claims.sub }],
  },
  async ({ input }) => {
    const data = await lookupCnpj(input, { url: env().CNPJ_LOOKUP_URL });
    return data ? ok(data) : fail("provider_failed", "documents.cnpj.unavailable");
  },
);
