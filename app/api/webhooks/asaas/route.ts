import { NextResponse, type NextRequest } from "next/server";
import { webhookToken } from "@/lib/billing/config";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";

/** Asaas webhook deliveries; the logic lives in lib/billing/webhook.ts. */
export async function POST(request: NextRequest) {
  const rawBody = await request.text();
  const result = await handleAsaasWebhook(
    await getDb(),
    getPaymentProvider(),
    { rawBody, token: request.headers.get("asaas-access-token") },
    webhookToken(),
  );
  return NextResponse.json(result.body, { status: result.status });
}
