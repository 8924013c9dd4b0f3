import { expect, test } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";

// Enterprise: create a key in Settings › Integrações, call /api/v1 with it, revoke it; lower plans see the upgrade.

test("an Enterprise key calls /api/v1/companies, and stops working once revoked", async ({
  page,
  request,
  accounts,
  unique,
}) => {
  await signIn(page, (await accounts.get("enterprise")).email);
  await page.goto("/settings/integracoes");
  const section = page.getByRole("region", { name: "Integrações — API" });
  await expect(section).toBeVisible();
  const name = unique.name("ERP");
  await section.getByLabel("Nome da chave").fill(name);
  await section.getByRole("button", { name: "Criar chave" }).click();
  const secret = await page.getByTestId("api-key-secret").inputValue();
  expect(secret).toMatch(/^tc_live_[A-Za-z0-9_-]{32}$/);
  await expectNoSeriousViolations(page);

  const ok = await request.get("/api/v1/companies", { headers: { authorization: `Bearer ${secret}` } });
  expect(ok.status()).toBe(200);
  expect(Array.isArray((await ok.json()).data)).toBe(true);

  const row = page.getByTestId("api-key-row").filter({ hasText: name });
  await page.reload();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await row.getByRole("button", { name: `Revogar a chave ${name}` }).click();
  await page.getByRole("button", { name: "Revogar chave" }).click();
  await expect(row).toContainText("Revogada");
  const refused = await request.get("/api/v1/companies", { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["content-type"]).toContain("application/problem+json");
  expect((await refused.json()).detail).toBe("Chave de API inválida ou revogada.");
});

test("a key revoked while its secret is on screen: the secret leaves the screen at once", async ({
  page,
  accounts,
  unique,
}) => {
  await signIn(page, (await accounts.get("enterprise")).email);
  await page.goto("/settings/integracoes");
  const section = page.getByRole("region", { name: "Integrações — API" });
  const name = unique.name("Revogada");
  await section.getByLabel("Nome da chave").fill(name);
  await section.getByRole("button", { name: "Criar chave" }).click();
  await expect(page.getByTestId("api-key-secret")).toHaveValue(/^tc_live_/);
  const row = page.getByTestId("api-key-row").filter({ hasText: name });
  await row.getByRole("button", { name: `Revogar a chave ${name}` }).click();
  await page.getByRole("button", { name: "Revogar chave" }).click();
  await expect(row).toContainText("Revogada");
  await expect(page.getByTestId("api-key-secret")).toHaveCount(0);
});

test("a lower plan sees what unlocks the API; the reference page is public and readable at 375 px", async ({
  page,
  accounts,
}) => {
  await signIn(page, (await accounts.get("professional")).email);
  await page.goto("/settings/integracoes");
  await expect(page.getByText("A API pública faz parte do plano Enterprise.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Criar chave" })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/api-docs");
  await expect(page.getByRole("heading", { level: 1, name: "API pública do Tributo Certo" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "/api/v1/calculations/fiscal" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
  const openapi = await page.request.get("/api/v1/openapi.json");
  expect((await openapi.json()).openapi).toBe("3.1.0");
});
