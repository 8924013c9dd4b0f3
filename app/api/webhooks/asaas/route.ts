import { NextResponse, type NextRequest } from "next/server";
import { receiveAsaasWebhook } from "@/lib/billing/webhook";

/** Asaas webhook deliveries; the logic (body cap included) lives in lib/billing/webhook.ts. */
export async function POST(request: NextRequest) {
  const result = await receiveAsaasWebhook(request);
  return NextResponse.json(result.body, { status: result.status });
}
