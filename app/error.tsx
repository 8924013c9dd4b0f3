"use client";

// Error boundary of pages outside the app shell (landing, sign-in, registration, payment).
export { RouteError as default } from "@/components/common/route-error";
