"use client";

// UsageMeter passes a function to the client Progress, so a server page cannot render it directly;
// rendering it inside this client boundary keeps that function on the client.
export { UsageMeter as ClientUsageMeter } from "@/components/plans/usage-meter";
