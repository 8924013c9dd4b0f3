import { test } from "./fixtures/test";
import { demoEmail, signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";

for (const path of ["/", "/login", "/admin/login", "/forgot-password", "/terms", "/privacy", "/nao-existe"]) {
  test(`axe: ${path}`, async ({ page, consoleErrors }) => {
    if (path === "/nao-existe") consoleErrors.allow(/status of 404 .*\/nao-existe\)$/);
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("axe: dashboard, signed in, at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demoEmail("professional"));
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
});

test("axe: admin dashboard", async ({ page }) => {
  await signIn(page, demoEmail("admin"));
  await expectNoSeriousViolations(page);
});
