import { z } from "zod";
import { SETTINGS } from "./definitions";

// Inputs of the 'Testar' buttons: what is in the form now (a typed key is tried before it is saved).

/** Outbound tests per admin per 15 minutes. */
export const OUTBOUND_TEST_LIMIT = 30;

export const webhookTestSchema = z.object({ url: SETTINGS.webhook_payment_url.schema });
export const aiTestSchema = z.object({
  apiKey: SETTINGS.openai_api_key.schema,
  baseUrl: SETTINGS.openai_base_url.schema,
});
export const asaasTestSchema = z.object({
  apiKey: SETTINGS.asaas_api_key.schema,
  environment: SETTINGS.asaas_environment.schema,
});
