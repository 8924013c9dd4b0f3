import { ASAAS_WEBHOOK_AUTH, asaasRefusal, receiveAsaasDelivery } from "@/lib/billing/webhook";
import { routeHandler } from "@/lib/route-handler";
import { WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";

/** Asaas webhook deliveries: body cap and token (with its refusal limit) here, the logic in lib/billing/webhook.ts. */
export const POST = routeHandler(
  { auth: ASAAS_WEBHOOK_AUTH, bodyLimit: WEBHOOK_BODY_LIMIT, answer: asaasRefusal },
  async ({ db, body }) => receiveAsaasDelivery(db, body),
);
