import { NextResponse, type NextRequest } from "next/server";
import { receiveAsaasWebhook } from "@/lib/billing/webhook";

/** Asaas webhook deliveries; the logic lives in lib/billing/webhook.ts. */
export async function POST(request: NextRequest) {
  const result = await receiveAsaasWebhook({ rawBody: await request.text(), token: request.headers.get("asaas-access-token") });
  return NextResponse.json(result.body, { status: result.status });
}
