import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Five production servers, each on a database of its own (see e2e/README.md):
//   main      port     PostgreSQL (a copy of the migrated template)  every spec not below, two workers, each with
//                                                                      accounts of its own (e2e/fixtures/accounts.ts)
//   bare      port + 1 PGlite, production defaults                    e2e/production-defaults.spec.ts
//   settings  port + 2 PostgreSQL                                     specs that change what every user sees
//                                                                      (maintenance, plans, limits, admin 2FA), serial
//   smoke     port + 3 PGlite, the embedded default                   the demo accounts and the app's foundations
//   supabase  port + 4 PostgreSQL shaped like a Supabase project, with  e2e/supabase-mode.spec.ts
//                      the Supabase Auth double on port + 5
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server with the production defaults (no demo accounts, no sandbox payments): e2e/production-defaults.spec.ts. */
export const barePort = port + 1;
const settingsPort = port + 2;
const smokePort = port + 3;
const supabasePort = port + 4;
// The Supabase Auth double of the Supabase-mode server (tests/doubles/supabase-auth), for its spec to read the e-mail
// it keeps (set here, before the workers start: they inherit it).
process.env.E2E_SUPABASE_AUTH_URL ??= `http://127.0.0.1:${port + 5}`;

// One id for the whole run (set here, in the runner, before the workers start: they inherit it), in the worker
// accounts' e-mails and the databases' names.
const runId = (process.env.E2E_RUN_ID ??= randomBytes(4).toString("hex"));

// The PostgreSQL server of the main and settings servers: E2E_DATABASE_URL, else the integration tests' cluster
// (`source /tmp/tributo-pg-test.env`, scripts/pg-test-cluster.sh).
const postgresServer = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
function databaseUrl(server: string): string | undefined {
  if (!postgresServer) return undefined;
  const url = new URL(postgresServer);
  url.pathname = `/tc_e2e_${server}_${runId}`;
  return url.toString();
}
const mainDb = databaseUrl("main");
const settingsDb = databaseUrl("settings");
const supabaseDb = databaseUrl("supabase");

// E2E_BASE_URL points the suite at a server you already run (e.g. `next dev` on your own port and data dir).
const external = process.env.E2E_BASE_URL;

// Debian's Chromium (never `npx playwright install`: no internet here): its headless shell when installed (Debian's
// chromium-headless-shell, from the same source package: the build Playwright itself runs headless), which spent a
// sixth less CPU than the full browser on the same 38 specs; else the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

// reforma.spec.ts sets the official reference rate every result reads; sign-in-limits.spec.ts fails passwords from
// 127.0.0.1, the address every other spec's browser signs in from.
const SETTINGS_SPECS = [
  "admin-settings.spec.ts",
  "account-security.spec.ts",
  "sign-in-limits.spec.ts",
  "reforma.spec.ts",
];
const SMOKE_SPECS = ["demo-accounts.spec.ts", "foundation.spec.ts", "production-defaults.spec.ts"];
const SUPABASE_SPECS = ["supabase-mode.spec.ts"];

if (!external && (!mainDb || !settingsDb || !supabaseDb)) {
  throw new Error(
    "The e2e suite runs its main, settings and Supabase-mode servers on PostgreSQL: set TEST_DATABASE_URL (bash scripts/pg-test-cluster.sh start; " +
      "source /tmp/tributo-pg-test.env) or E2E_DATABASE_URL.",
  );
}

export default defineConfig<object, { databaseUrl: string | undefined }>({
  testDir: "e2e",
  fullyParallel: false,
  // Two workers: one per core on CI. The settings project takes one of them at a time (its own `workers: 1`).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Ceilings against a hang, not measurements (every wait is on what the page shows): two workers share two cores
  // with five servers, and a machine busy with other work slows every step.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace (screenshots and DOM snapshots of every step) for every test cost a fifth of the suite's CPU
    // time, measured on 38 main specs. On CI, where a failed test runs again, only the retry records one; locally
    // (no retries) a failing test keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  // Settings first: workers take files in the order of the projects, so one starts on the serial settings specs (the
  // longest chain) while the other begins the main ones, instead of the chain running alone at the end.
  projects: [
    {
      name: "settings",
      testMatch: SETTINGS_SPECS,
      workers: 1,
      use: {
        ...chromium,
        baseURL: external ?? `http://127.0.0.1:${settingsPort}`,
        databaseUrl: settingsDb ?? process.env.E2E_EXTERNAL_DATABASE_URL,
      },
    },
    {
      name: "main",
      testIgnore: [...SETTINGS_SPECS, ...SMOKE_SPECS, ...SUPABASE_SPECS],
      use: {
        ...chromium,
        baseURL: external ?? `http://127.0.0.1:${port}`,
        databaseUrl: mainDb ?? process.env.E2E_EXTERNAL_DATABASE_URL,
      },
    },
    {
      name: "smoke",
      testMatch: SMOKE_SPECS,
      use: { ...chromium, baseURL: external ?? `http://127.0.0.1:${smokePort}` },
    },
    // Supabase mode: the app on Supabase Auth (its double) and a database shaped like a Supabase project. Not against
    // a server of your own (E2E_BASE_URL), which runs in some other mode.
    ...(external
      ? []
      : [
          {
            name: "supabase",
            testMatch: SUPABASE_SPECS,
            use: { ...chromium, baseURL: `http://127.0.0.1:${supabasePort}` },
          },
        ]),
  ],
  // The five servers start at once (scripts/e2e-servers.sh; a list here would start them one after another).
  webServer: external
    ? undefined
    : {
        command: "bash scripts/e2e-servers.sh",
        wait: { stdout: /e2e servers ready/ },
        timeout: 300_000,
        reuseExistingServer: false,
        env: {
          E2E_PORT: String(port),
          E2E_MAIN_DATABASE_URL: mainDb!,
          E2E_SETTINGS_DATABASE_URL: settingsDb!,
          E2E_SUPABASE_DATABASE_URL: supabaseDb!,
        },
      },
});
