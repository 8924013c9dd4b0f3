// components/i18n/client-messages.generated.ts: the message paths the client components of each signed-in page and
// layout, sign-in and payment form and public calculator use (components/i18n/client-messages.tsx hands each page
// only those). Written by `npm run generate`; tests/unit/client-messages.test.ts fails when it is out of date.
import { readdirSync } from "node:fs";
import path from "node:path";
import messages from "@/messages/pt-BR.json";
import { clientMessageUsage, type Usage } from "./client-message-usage";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const CLIENT_MESSAGES_FILE = "components/i18n/client-messages.generated.ts";
const AREAS = [
  "app/(app)",
  "app/admin/(panel)",
  "app/(marketing)/calculadoras",
  "app/(auth)",
  "app/admin/login",
  "app/payment-pending",
];

function entries(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...entries(file));
    else if (entry.name === "page.tsx" || entry.name === "layout.tsx") found.push(file);
  }
  return found;
}

/** The page's key in CLIENT_MESSAGES: app/(app)/companies/page.tsx → (app)/companies/page. */
export const clientMessagesKey = (file: string) => file.replace(/^app\//, "").replace(/\.tsx$/, "");

/** Every page and layout of the areas, what its client components read, and those that need a list. */
export function clientMessagePages() {
  const files = AREAS.flatMap(entries).sort();
  const usage = new Map<string, Usage>(files.map((file) => [file, clientMessageUsage(file, messages)]));
  // A page whose client components read no text needs no list: they sit under the layout's provider.
  const withTexts = files.filter((file) => file.endsWith("/layout.tsx") || usage.get(file)!.paths.length > 0);
  return { files, usage, withTexts };
}

/** The generated file's text, before formatting. */
export function clientMessagesSource(): string {
  const { usage, withTexts } = clientMessagePages();
  const lines = withTexts.map(
    (file) => `  ${JSON.stringify(clientMessagesKey(file))}: ${JSON.stringify(usage.get(file)!.paths)},`,
  );
  return [
    "// Written by `npm run generate` (scripts/generate/client-messages.ts): the message paths the client components",
    "// of each signed-in page and layout use (components/i18n/client-messages.tsx).",
    "export const CLIENT_MESSAGES = {",
    ...lines,
    "} as const satisfies Record<string, readonly string[]>;",
    "",
    "export type ClientMessagesFile = keyof typeof CLIENT_MESSAGES;",
    "",
  ].join("\n");
}
