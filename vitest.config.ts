import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, ".") };

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    projects: [
      {
        resolve: { alias },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        resolve: { alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "tests/helpers/server-only-stub.ts") } },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The reliability suite (npm run test:chaos): fuzzing every action and route handler, webhook chaos, the
        // database going away. Server modules run outside Next with a stand-in request (tests/chaos/setup.ts).
        resolve: { alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "tests/helpers/server-only-stub.ts") } },
        test: {
          name: "chaos",
          include: ["tests/chaos/**/*.test.ts"],
          setupFiles: ["tests/chaos/setup.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
