import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
  {
    // The tax engine is pure: no framework, database or validation imports.
    files: ["lib/tax/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"], message: "lib/tax is pure: no framework imports." },
            { group: ["zod", "zod/*", "drizzle-orm", "drizzle-orm/*", "postgres", "@electric-sql/*", "@/lib/db/*", "@/lib/db", "server-only"], message: "lib/tax is pure: no database or validation imports." },
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
