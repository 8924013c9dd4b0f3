import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, ".") };

const UNIT_ROOTS = ["lib", "components", "tests/unit"];
const UNIT_INCLUDE = ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"];

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`) under the given folders: they need a module registry of
 * their own. The rest share one registry per worker (`isolate: false`): the unit suite's import time fell by about
 * two thirds, the integration suite's (57 files importing the server modules) from ~200 to ~70 seconds summed over
 * its files.
 */
function filesWithModuleMocks(roots: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")))
        found.push(file);
    }
  };
  for (const root of roots) walk(root);
  return found;
}
const mockedUnitFiles = filesWithModuleMocks(UNIT_ROOTS);
const mockedIntegrationFiles = filesWithModuleMocks(["tests/integration"]);

/**
 * postgres.js 3.4.9 can throw from a setImmediate when a server dies under an open connection (porsager/postgres
 * #1154, #1208, fix pending in #1209): an uncaught TypeError no caller can catch. `next start` logs it and keeps
 * serving; the outage tests let exactly this one through. Vitest hands the error over serialised (no prototype),
 * hence the name and stack checks (an instanceof check let it through in a run). Set at the root and on the project.
 */
function isPostgresJsWriteRace(error: { name?: string; message?: string; stack?: string }): boolean | void {
  const race =
    error.name === "TypeError" &&
    String(error.message).includes("reading 'write'") &&
    String(error.stack).includes("nextWrite");
  return race ? false : undefined;
}

/**
 * Ceilings against a hang, not measures: Vitest's default 5 s failed a 100-run property test (lib/auth/redirect.test.ts)
 * when the suite ran on a machine loaded twenty times over.
 */
const UNIT_CEILINGS = { testTimeout: 60_000, hookTimeout: 60_000 };

const INTEGRATION_INCLUDE = ["tests/integration/**/*.test.ts"];

/** An integration project: server modules outside Next ("server-only" stubbed), each suite on its own database. */
function integrationProject(name: string, files: { include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    resolve: {
      alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "tests/helpers/server-only-stub.ts") },
    },
    test: {
      name,
      ...files,
      environment: "node",
      // A ceiling against hangs, not a measure: on a loaded machine the embedded client's first start (PGlite's
      // initdb and every migration, tests/integration/embedded-client.test.ts) took over a minute.
      testTimeout: 180_000,
      hookTimeout: 120_000,
      // Every suite gets its own database (tests/helpers/db.ts), so files run side by side: two workers, one per
      // core on CI.
      maxWorkers: 2,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    onUnhandledError: isPostgresJsWriteRace,
    projects: [
      {
        resolve: { alias },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "unit",
          include: UNIT_INCLUDE,
          exclude: mockedUnitFiles,
          environment: "node",
          isolate: false,
          ...UNIT_CEILINGS,
        },
      },
      {
        resolve: { alias },
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "unit-mocks",
          include: mockedUnitFiles.length ? mockedUnitFiles : ["no-mocked-unit-files"],
          environment: "node",
          ...UNIT_CEILINGS,
        },
      },
      integrationProject("integration", {
        include: INTEGRATION_INCLUDE,
        exclude: mockedIntegrationFiles,
        isolate: false,
      }),
      integrationProject("integration-mocks", {
        include: mockedIntegrationFiles.length ? mockedIntegrationFiles : ["no-mocked-integration-files"],
      }),
      {
        // The reliability suite (npm run test:chaos): fuzzing every action and route handler, webhook chaos, the
        // database going away. Server modules run outside Next with a stand-in request (tests/chaos/setup.ts).
        resolve: {
          alias: { ...alias, "server-only": path.resolve(import.meta.dirname, "tests/helpers/server-only-stub.ts") },
        },
        test: {
          name: "chaos",
          include: ["tests/chaos/**/*.test.ts"],
          setupFiles: ["tests/chaos/setup.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own database (PGlite, or a PostgreSQL cluster of its own on a free port for
          // the outage test), and most of the suite waits (a hanging provider, a database restarting).
          maxWorkers: 2,
          // postgres.js 3.4.9 can throw from a setImmediate when a server dies under an open connection
          // (porsager/postgres#1154, #1208, fix pending in #1209): an uncaught TypeError that no caller can catch.
          // `next start` logs uncaught exceptions and keeps serving; here it is the one error let through.
          onUnhandledError: isPostgresJsWriteRace,
        },
      },
    ],
  },
});
