// The dependency layers, lowest first: a module may import from its own group and from groups below it,
// never from a group above (app → components → lib features → lib core → lib/tax). Features are ordered
// too, so no two lib/ folders can import each other. A new lib/ folder must be placed here: lint fails
// until it is.
import { readdirSync } from "node:fs";

export const LAYERS = [
  { name: "tax engine (pure)", paths: ["lib/tax"] },
  { name: "insights engine (pure)", paths: ["lib/insights"] },
  {
    name: "base",
    paths: [
      "lib/env.ts",
      "lib/errors.ts",
      "lib/action-result.ts",
      "lib/utils.ts",
      "lib/problem.ts",
      "lib/pagination.ts",
      "lib/process-state.ts",
      // The calculators' paths, plain data: lib/auth/routes.ts derives the signed-in route list from it.
      "lib/routes.ts",
      // Every file download's headers (Content-Disposition with the pt-BR name).
      "lib/file-response.ts",
    ],
  },
  { name: "core: br", paths: ["lib/br"] },
  { name: "core: security", paths: ["lib/security"] },
  { name: "core: forms", paths: ["lib/forms"] },
  { name: "core: db", paths: ["lib/db"] },
  { name: "core: email", paths: ["lib/email"] },
  // The job queue (pg-boss on the app's database): features define jobs, lib/jobs starts the workers.
  { name: "core: queue", paths: ["lib/queue"] },
  { name: "core: auth", paths: ["lib/auth"] },
  // Below the action pipeline, so an action declares the plan feature it needs and the pipeline checks it.
  { name: "core: plans", paths: ["lib/plans"] },
  { name: "action pipeline", paths: ["lib/action-client.ts"] },
  // The payment providers (Asaas, the sandbox) know nothing of the app's features: account erasure cancels there.
  { name: "feature: payments", paths: ["lib/payments"] },
  { name: "feature: settings", paths: ["lib/settings"] },
  { name: "feature: account", paths: ["lib/account"] },
  { name: "feature: simulations", paths: ["lib/simulations"] },
  { name: "feature: companies", paths: ["lib/companies"] },
  // Documents in (PGDAS-D, DAS, spreadsheets): fills companies, reconciles with the engine; the API sits above it.
  { name: "feature: documents", paths: ["lib/documents"] },
  { name: "feature: selic", paths: ["lib/selic"] },
  { name: "feature: tools", paths: ["lib/tools"] },
  // THE reform answer of a company (lib/reform/answer.ts): every screen that speaks of a company's reform reads it.
  { name: "feature: reform answer", paths: ["lib/reform"] },
  { name: "feature: benefits", paths: ["lib/benefits"] },
  { name: "feature: analyses", paths: ["lib/analyses"] },
  { name: "feature: reports", paths: ["lib/reports"] },
  { name: "feature: notifications", paths: ["lib/notifications"] },
  { name: "feature: billing", paths: ["lib/billing"] },
  { name: "feature: affiliates", paths: ["lib/affiliates"] },
  { name: "feature: admin", paths: ["lib/admin"] },
  { name: "feature: public API", paths: ["lib/api"] },
  { name: "feature: ai assistant", paths: ["lib/ai"] },
  // The accounting office: staff, client companies, the portfolio, batches (over companies, tools and reports).
  { name: "feature: office", paths: ["lib/office"] },
  { name: "feature: demo data", paths: ["lib/demo"] },
  { name: "feature: jobs", paths: ["lib/jobs"] },
  { name: "feature: admin analytics", paths: ["lib/analytics"] },
  { name: "feature: admin system reports", paths: ["lib/system-reports"] },
  { name: "feature: system status", paths: ["lib/system-status"] },
  { name: "route-handler pipeline", paths: ["lib/route-handler"] },
  { name: "components", paths: ["components"] },
  { name: "app", paths: ["app", "proxy.ts", "instrumentation.ts"] },
];

/** Imports the UI may never make: the privileged database handles stay in lib. */
export const PRIVILEGED = ["lib/db/admin.ts", "lib/db/client.ts"];

export function layerZones(root) {
  const listed = new Set(LAYERS.flatMap((layer) => layer.paths));
  const unlisted = readdirSync(`${root}/lib`, { withFileTypes: true })
    .map((entry) => `lib/${entry.name}`)
    .filter((path) => !path.endsWith(".md") && !path.endsWith(".test.ts") && !listed.has(path));
  if (unlisted.length > 0) throw new Error(`eslint.layers.mjs: place ${unlisted.join(", ")} in LAYERS`);

  const zones = LAYERS.flatMap((layer, i) => {
    const above = LAYERS.slice(i + 1).flatMap((upper) => upper.paths);
    if (above.length === 0) return [];
    const message = `${layer.name} sits below what it imports here: dependencies point down (see eslint.layers.mjs).`;
    return layer.paths.map((target) => ({ target: `./${target}`, from: above.map((p) => `./${p}`), message }));
  });
  zones.push({
    target: ["./app", "./components"],
    from: PRIVILEGED.map((p) => `./${p}`),
    message: "The owner and service-role handles stay in lib: read through a lib/<feature> function.",
  });
  return zones;
}
