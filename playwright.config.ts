import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server with the production defaults (no demo accounts, no sandbox payments): e2e/production-defaults.spec.ts. */
export const barePort = port + 1;
// E2E_BASE_URL points the suite at a server you already run (e.g. `next dev` on your own port and data dir).
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // Debian's chromium package (never `npx playwright install`: no internet here).
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: "bash scripts/e2e-server.sh",
          url: `http://127.0.0.1:${port}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { E2E_PORT: String(port) },
        },
        {
          command: "bash scripts/e2e-server.sh",
          url: `http://127.0.0.1:${barePort}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { E2E_PORT: String(barePort), E2E_BARE: "1" },
        },
      ],
});
