import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickMessages } from "@/components/i18n/pick-messages";
import messages from "@/messages/pt-BR.json";
import { clientMessageUsage, minimalCover, KEYLESS_MODULES } from "@/scripts/generate/client-message-usage";
import { CLIENT_MESSAGES_FILE, clientMessagePages, clientMessagesKey } from "@/scripts/generate/client-messages";
import { GENERATED, onDisk, STALE } from "@/scripts/generate/index";

// The signed-in pages and their layouts, the sign-in and payment forms, and the public calculators (whose pages are
// prerendered): each hands its client components only the texts they use (components/i18n/client-messages.tsx),
// listed in components/i18n/client-messages.generated.ts, which `npm run generate` writes from the source
// (scripts/generate/client-messages.ts). A client text missing from a page's list would show a raw key.
const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const { usage, withTexts } = clientMessagePages();
const generated = GENERATED.find((g) => g.file === CLIENT_MESSAGES_FILE)!;

describe("client texts of the signed-in pages", () => {
  it("reads every client component's namespace", () => {
    expect([...usage.values()].flatMap((u) => u.unreadable)).toEqual([]);
  });

  it("lists, per page and layout, exactly the texts its client components use", async () => {
    expect(onDisk(CLIENT_MESSAGES_FILE), `${CLIENT_MESSAGES_FILE} ${STALE}`).toBe(await generated.text());
  });

  it("never hands a browser the server-only texts: the legal pages and the e-mails", () => {
    const serverOnly = [...usage.values()].flatMap((u) => u.paths).filter((p) => /^(legal|email)(\.|$)/.test(p));
    expect(serverOnly).toEqual([]);
  });

  it("wraps every page and layout that has client texts in its own list", () => {
    const unwrapped = withTexts.filter((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const key = JSON.stringify(clientMessagesKey(file));
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
