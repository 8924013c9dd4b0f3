import { NextResponse, type NextRequest } from "next/server";
import { receiveAsaasWebhook } from "@/lib/billing/webhook";
import { clientAddressOf } from "@/lib/security/client-address";

/** Asaas webhook deliveries; the logic (body cap and refusal limit included) lives in lib/billing/webhook.ts. */
export async function POST(request: NextRequest) {
  const result = await receiveAsaasWebhook(request, clientAddressOf(request));
  const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
  return NextResponse.json(result.body, { status: result.status, headers });
}
