import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { layerZones } from "./eslint.layers.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    // The tax engine is pure: no framework, database or validation imports.
    files: ["lib/tax/**/*.ts", "lib/insights/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"],
              message: "lib/tax is pure: no framework imports.",
            },
            {
              group: [
                "zod",
                "zod/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "postgres",
                "@electric-sql/*",
                "@/lib/db/*",
                "@/lib/db",
                "server-only",
              ],
              message: "lib/tax is pure: no database or validation imports.",
            },
          ],
        },
      ],
    },
  },
  {
    // app → components → lib/<feature> → lib/{db,auth,br,forms,security} → lib/tax (eslint.layers.mjs).
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**", "e2e/**", "scripts/**", "bench/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: layerZones(import.meta.dirname) },
      ],
    },
  },
  {
    // Process-wide state lives in lib/process-state.ts (one store, one reason, tests that reset it): no holder of
    // its own on globalThis elsewhere in the app. instrumentation-client.ts sets zod's own global in the browser.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: [
      "lib/process-state.ts",
      "instrumentation-client.ts",
      "**/*.test.{ts,tsx}",
      "tests/**",
      "e2e/**",
      "scripts/**",
      "bench/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression[expression.name='globalThis']",
          message:
            "Process-wide state goes through lib/process-state.ts (processSingleton, processOnce, processCache).",
        },
      ],
    },
  },
  {
    // Specs take `test` from e2e/fixtures/test.ts: it fails a test on console errors and CSP violations.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: 'Import test from "./fixtures/test" (console and CSP check).',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
