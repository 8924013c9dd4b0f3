import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The layer rule's complaints about `code` placed at `file` (the file need not exist). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("dependency layers (eslint.layers.mjs)", () => {
  it("refuses imports that point up", async () => {
    const cases: [string, string][] = [
      ["lib/tax/probe.ts", 'import { env } from "@/lib/env";\nexport const x = env;\n'],
      ["lib/br/probe.ts", 'import { getDb } from "@/lib/db/client";\nexport const x = getDb;\n'],
      [
        "lib/db/probe.ts",
        'import { companyFormSchema } from "@/lib/companies/schema";\nexport const x = companyFormSchema;\n',
      ],
      [
        "lib/payments/probe.ts",
        'import { syncRegistration } from "@/lib/billing/sync";\nexport const x = syncRegistration;\n',
      ],
      ["lib/companies/probe.ts", 'import { computeTool } from "@/lib/tools/compute";\nexport const x = computeTool;\n'],
      // The plans sit below the action pipeline, the payment providers below the features that cancel there.
      ["lib/plans/probe.ts", 'import { userAction } from "@/lib/action-client";\nexport const x = userAction;\n'],
      [
        "lib/payments/probe.ts",
        'import { eraseAccount } from "@/lib/account/erase";\nexport const x = eraseAccount;\n',
      ],
      ["lib/tools/probe.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n'],
      // The tools' paths sit below lib/auth, the rest of lib/tools above it.
      ["lib/auth/probe.ts", 'import { TOOLS } from "@/lib/tools/catalogue";\nexport const x = TOOLS;\n'],
      ["lib/routes.ts", 'import { requireUser } from "@/lib/auth/session";\nexport const x = requireUser;\n'],
      [
        "components/probe.tsx",
        'import { runWithServiceRole } from "@/lib/db/admin";\nexport const x = runWithServiceRole;\n',
      ],
      ["app/probe/page.tsx", 'import { getDb } from "@/lib/db/client";\nexport const x = getDb;\n'],
      // The route-handler pipeline sits above every feature: a feature exports handlers, app/ wraps them.
      ["lib/api/probe.ts", 'import { routeHandler } from "@/lib/route-handler";\nexport const x = routeHandler;\n'],
      ["lib/problem.ts", 'import { getDb } from "@/lib/db/client";\nexport const x = getDb;\n'],
    ];
    for (const [file, code] of cases) expect(await layerErrors(file, code), file).toHaveLength(1);
  }, 60_000);

  it("accepts imports that point down", async () => {
    const cases: [string, string][] = [
      [
        "lib/tools/probe.ts",
        'import { compareRegimes } from "@/lib/tax";\nimport { companyFormSchema } from "@/lib/companies/schema";\nexport const x = [compareRegimes, companyFormSchema];\n',
      ],
      [
        "lib/billing/probe.ts",
        'import { getPaymentProvider } from "@/lib/payments";\nexport const x = getPaymentProvider;\n',
      ],
      ["components/probe.tsx", 'import { formatBrl } from "@/lib/br/money";\nexport const x = formatBrl;\n'],
      ["lib/action-client.ts", 'import { hasFeature } from "@/lib/plans/permissions";\nexport const x = hasFeature;\n'],
      [
        "lib/account/probe.ts",
        'import { getPaymentProvider } from "@/lib/payments";\nexport const x = getPaymentProvider;\n',
      ],
      ["lib/auth/probe.ts", 'import { TOOL_ROUTES } from "@/lib/routes";\nexport const x = TOOL_ROUTES;\n'],
      ["app/probe/route.ts", 'import { routeHandler } from "@/lib/route-handler";\nexport const x = routeHandler;\n'],
      ["lib/ai/probe.ts", 'import { problem } from "@/lib/problem";\nexport const x = problem;\n'],
    ];
    for (const [file, code] of cases) expect(await layerErrors(file, code), file).toEqual([]);
  }, 60_000);
});

describe("process-wide state (lib/process-state.ts)", () => {
  const holderCode =
    "const holder = globalThis as typeof globalThis & { __cache?: number };\nexport const x = holder.__cache;\n";
  const complaints = async (file: string) => {
    const [result] = await eslint.lintText(holderCode, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  };

  it("refuses a holder of its own on globalThis anywhere in the app", async () => {
    for (const file of ["lib/db/probe.ts", "app/probe/page.tsx", "i18n/probe.ts", "proxy.ts"])
      expect(await complaints(file)).toEqual([expect.stringContaining("lib/process-state.ts")]);
  });

  it("keeps the one store in lib/process-state.ts", async () => {
    expect(await complaints("lib/process-state.ts")).toEqual([]);
  });
});
