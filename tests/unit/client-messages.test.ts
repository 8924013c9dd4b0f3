import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { pickMessages } from "@/components/i18n/pick-messages";
import messages from "@/messages/pt-BR.json";
import { clientMessageUsage, minimalCover, KEYLESS_MODULES } from "@/tests/helpers/client-message-usage";

// The signed-in pages and their layouts, the sign-in and payment forms, and the public calculators (whose pages are
// prerendered): each hands its client components only the texts they use
// (components/i18n/client-messages.tsx), listed in components/i18n/client-messages.generated.ts, which this test
// reads from the source and writes with `-u`. A client text missing from a page's list would show a raw key.
const ROOT = path.resolve(import.meta.dirname, "../..");
const AREAS = [
  "app/(app)",
  "app/admin/(panel)",
  "app/(marketing)/calculadoras",
  "app/(auth)",
  "app/admin/login",
  "app/payment-pending",
];
const GENERATED = "../../components/i18n/client-messages.generated.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function entries(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...entries(file));
    else if (entry.name === "page.tsx" || entry.name === "layout.tsx") found.push(file);
  }
  return found;
}

const files = AREAS.flatMap(entries).sort();
const keyOf = (file: string) => file.replace(/^app\//, "").replace(/\.tsx$/, "");
const usage = new Map(files.map((file) => [file, clientMessageUsage(file, messages)]));
// A page whose client components read no text needs no list: they sit under the layout's provider.
const withTexts = files.filter((file) => file.endsWith("/layout.tsx") || usage.get(file)!.paths.length > 0);

describe("client texts of the signed-in pages", () => {
  it("reads every client component's namespace", () => {
    expect([...usage.values()].flatMap((u) => u.unreadable)).toEqual([]);
  });

  it("lists, per page and layout, exactly the texts its client components use", async () => {
    const lines = withTexts.map(
      (file) => `  ${JSON.stringify(keyOf(file))}: ${JSON.stringify(usage.get(file)!.paths)},`,
    );
    const generated = [
      "// Written by tests/unit/client-messages.test.ts (`npx vitest run tests/unit/client-messages.test.ts -u`): the",
      "// message paths the client components of each signed-in page and layout use (components/i18n/client-messages.tsx).",
      "export const CLIENT_MESSAGES = {",
      ...lines,
      "} as const satisfies Record<string, readonly string[]>;",
      "",
      "export type ClientMessagesFile = keyof typeof CLIENT_MESSAGES;",
      "",
    ].join("\n");
    const target = path.resolve(import.meta.dirname, GENERATED);
    const formatted = await format(generated, { ...(await resolveConfig(target)), filepath: target });
    await expect(formatted).toMatchFileSnapshot(GENERATED);
  });

  it("never hands a browser the server-only texts: the legal pages and the e-mails", () => {
    const serverOnly = [...usage.values()].flatMap((u) => u.paths).filter((p) => /^(legal|email)(\.|$)/.test(p));
    expect(serverOnly).toEqual([]);
  });

  it("wraps every page and layout that has client texts in its own list", () => {
    const unwrapped = withTexts.filter((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const key = JSON.stringify(keyOf(file));
      return !text.includes(`withClientMessages(${key}`) && !text.includes(`<ClientMessages file=${key}`);
    });
    expect(unwrapped).toEqual([]);
  });

  it("finds a client text through a server action's failure keys and the keys a client component asks for", () => {
    const companies = clientMessageUsage("app/(app)/companies/page.tsx", messages).paths;
    expect(companies).toContain("companies.fields.cnpj");
    expect(companies).not.toContain("companies");
    expect(companies).toContain("validation.required");
    expect(companies).toContain("auth.errors.rateLimited");
    expect(companies).not.toContain("adminOps");
    expect(() => pickMessages(messages, companies)).not.toThrow();
  });

  it("takes a translator's whole namespace only when it is used other than called with a key", () => {
    expect(clientMessageUsage("tests/fixtures/client-texts/page.tsx", messages)).toEqual({
      paths: ["auth.errors", "auth.password", "auth.showPassword", "companies"],
      unreadable: [],
    });
  });

  it("leaves out the keys of modules that translate them on the server or name audit entries, which can return none", () => {
    const keyless = ["lib/reports", "lib/notifications", "lib/billing"]
      .flatMap(sourceFiles)
      .filter((file) => KEYLESS_MODULES.some((re) => re.test(file)));
    expect(keyless.length).toBeGreaterThan(5);
    const returning = keyless.filter((file) =>
      /\bAppError\b|\bok:\s*false\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(returning).toEqual([]);
    // /reports reaches the report builder through its actions: the PDF's texts stay on the server.
    const reports = clientMessageUsage("app/(app)/reports/page.tsx", messages).paths;
    const covers = (text: string) => reports.filter((p) => text === p || text.startsWith(`${p}.`));
    expect(covers("insights.risk.rules")).toEqual([]);
    expect(covers("reports.pdf.reform")).toEqual([]);
    // Cancelling a subscription reaches the payment state machine, whose audit names are no texts.
    const settings = clientMessageUsage("app/(app)/settings/page.tsx", messages).paths;
    expect(settings).toContain("billing.subscription.errors.notFound");
    expect(settings).not.toContain("billing.subscription");
  });

  it("keeps a namespace and drops the keys under it", () => {
    expect(minimalCover(["tools.errors.invalid", "tools", "auth.errors.x", "auth.errorsX"])).toEqual([
      "auth.errors.x",
      "auth.errorsX",
      "tools",
    ]);
  });
});
