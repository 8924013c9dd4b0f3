"use server";

import { isIP } from "node:net";
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { fail, ok } from "@/lib/action-result";
import { adminAction, type UserContext } from "@/lib/action-client";
import { writeAuditLog } from "@/lib/db/admin";
import { withRls } from "@/lib/db/rls";
import type { MessageKey } from "@/lib/errors";
import { outboundTargetRefusal } from "@/lib/security/ssrf";
import { calculatorPath } from "@/lib/routes";
import { OUTBOUND_TEST_LIMIT, aiTestSchema, asaasTestSchema, webhookTestSchema } from "./test-schema";
import {
  createAsaasTestPayment,
  testAiConnection,
  testAsaasKey,
  testWebhook,
  type TestOutcome,
} from "./connection-tests";
import {
  secretKeySchema,
  settingsFormSchema,
  WEBHOOK_KEYS,
  webhookKeySchema,
  type SettingsFormValues,
} from "./definitions";
import { keyMustBeRetyped, storedAiTarget } from "./ai-key-target";
import { revalidateReferenceScenarios, saveOfficialRate } from "./reference-rate";
import { officialRateFormSchema } from "./reference-rate-schema";
import { clearSecret, readSecret, saveSettings, type Actor } from "./store";
import { forgetSwitches } from "./switches";

const actorOf = (ctx: UserContext): Actor => ({ actorId: ctx.claims.sub, ip: isIP(ctx.ip) ? ctx.ip : null });
const testLimit = [
  { name: "admin-settings-test", limit: OUTBOUND_TEST_LIMIT, key: (_: unknown, ctx: UserContext) => ctx.claims.sub },
];

/** 'Salvar Todas': one transaction, every change audited. URLs the server will call must not point inside. */
export const saveSettingsAction = adminAction(
  { schema: settingsFormSchema, invalid: "adminSettings.errors.invalid" },
  async ({ input, ctx }) => {
    const refused = await refusedOutboundUrls(input);
    if (refused) return fail("invalid_input", "adminSettings.errors.invalid", refused);
    if (await withRls(ctx.claims, (tx) => keyMustBeRetyped(tx, input.openai_base_url, input.openai_api_key)))
      return fail("invalid_input", "adminSettings.errors.invalid", {
        openai_api_key: "adminSettings.errors.retypeKeyForUrl",
      });
    const changed = await withRls(ctx.claims, (tx) => saveSettings(tx, actorOf(ctx), input));
    forgetSwitches();
    return ok({ changed: changed.length });
  },
);

/** The official CBS/IBS reference rate (LC 214/2025 art. 349): saved in one transaction with its audit entry. */
export const saveOfficialRateAction = adminAction(
  { schema: officialRateFormSchema, invalid: "adminSettings.errors.invalid" },
  async ({ input, ctx }) => {
    const changed = await withRls(ctx.claims, (tx) => saveOfficialRate(tx, actorOf(ctx), input));
    if (changed) revalidatePublicReform();
    return ok({ changed });
  },
);

/** Removes the official rate (the simulations go back to the estimates); audited. */
export const clearOfficialRateAction = adminAction({ schema: z.object({}) }, async ({ ctx }) => {
  const changed = await withRls(ctx.claims, (tx) => saveOfficialRate(tx, actorOf(ctx), null));
  if (!changed) return fail("not_found", "adminSettings.reform.unchanged");
  revalidatePublicReform();
  return ok(undefined);
});

/**
 * The public reform calculator is prerendered with the reference-rate scenarios: it is rendered again now, and the
 * scenarios /reforma-tributaria shows from the data cache expire.
 */
function revalidatePublicReform(): void {
  revalidatePath(calculatorPath("reforma-tributaria"));
  revalidateReferenceScenarios();
}

/** The URLs the server calls (the model's base URL, the notification webhooks) that name an internal address. */
async function refusedOutboundUrls(input: SettingsFormValues): Promise<Record<string, MessageKey> | null> {
  const found: Record<string, MessageKey> = {};
  for (const key of ["openai_base_url", ...WEBHOOK_KEYS] as const) {
    const url = input[key];
    const reason = url ? await outboundTargetRefusal(url) : null;
    if (reason) found[key] = `adminSettings.outbound.${reason}`;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export const clearSecretAction = adminAction(
  { schema: z.object({}), args: [secretKeySchema] },
  async ({ args: [key], ctx }) => {
    const removed = await withRls(ctx.claims, (tx) => clearSecret(tx, actorOf(ctx), key));
    return removed ? ok(undefined) : fail("not_found", "adminSettings.secret.nothingToRemove");
  },
);

export const testWebhookAction = adminAction(
  { schema: webhookTestSchema, args: [webhookKeySchema], invalid: "adminSettings.errors.url", rateLimit: testLimit },
  async ({ input, args: [key], ctx }) => {
    const secret = await withRls(ctx.claims, (tx) => readSecret(tx, "webhook_signing_secret"));
    return ok(await testWebhook(input.url, key, secret));
  },
);

export const testAiConnectionAction = adminAction(
  { schema: aiTestSchema, invalid: "adminSettings.errors.url", rateLimit: testLimit },
  async ({ input, ctx }) => {
    if (input.apiKey) return ok(await testAiConnection(input.apiKey, input.baseUrl));
    // Without a typed key, the stored one is tried only against the address stored with it.
    const stored = await withRls(ctx.claims, (tx) => storedAiTarget(tx));
    if (await withRls(ctx.claims, (tx) => keyMustBeRetyped(tx, input.baseUrl, input.apiKey)))
      return ok({
        ok: false,
        title: "adminSettings.tests.error",
        message: "adminSettings.tests.retypeKeyForUrl",
      } satisfies TestOutcome);
    return ok(await testAiConnection(stored.apiKey, stored.baseUrl));
  },
);

export const testAsaasAction = adminAction(
  { schema: asaasTestSchema, invalid: "adminSettings.errors.invalid", rateLimit: testLimit },
  async ({ input, ctx }) => {
    const apiKey = input.apiKey || (await withRls(ctx.claims, (tx) => readSecret(tx, "asaas_api_key")));
    return ok(await testAsaasKey(apiKey, input.environment));
  },
);

/** 'Criar pagamento de teste' (sandbox only): audited, since it creates a charge at the provider. */
export const createAsaasTestPaymentAction = adminAction(
  { schema: asaasTestSchema, invalid: "adminSettings.errors.invalid", rateLimit: testLimit },
  async ({ input, ctx }) => {
    const apiKey = input.apiKey || (await withRls(ctx.claims, (tx) => readSecret(tx, "asaas_api_key")));
    const outcome = await createAsaasTestPayment(apiKey, input.environment);
    if (outcome.ok) {
      const { actorId, ip } = actorOf(ctx);
      await withRls(ctx.claims, (tx) =>
        writeAuditLog(tx, {
          actorId,
          ip,
          action: "settings.asaas.test_payment",
          target: `asaas_payment:${String(outcome.values?.id)}`,
          details: { environment: "sandbox" },
        }),
      );
    }
    return ok(outcome);
  },
);
