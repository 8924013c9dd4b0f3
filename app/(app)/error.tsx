"use client";

// Error boundary inside the app shell: the sidebar and header stay, only the page area shows the error.
export { RouteError as default } from "@/components/common/route-error";
