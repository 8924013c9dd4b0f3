import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, signIn } from "./fixtures/auth";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const path of ["/", "/login", "/admin/login", "/forgot-password", "/terms", "/privacy", "/nao-existe"]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("axe: dashboard, signed in, at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demoEmail("professional"));
  await expectNoSeriousViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("axe: admin dashboard", async ({ page }) => {
  await signIn(page, demoEmail("admin"));
  await expectNoSeriousViolations(page);
});
