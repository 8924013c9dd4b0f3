import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEPLOY_GUIDE_RATE_LIMITS } from "../doubles/supabase-auth/context";
import { TEMPLATE_LINKS } from "../doubles/supabase-auth/mailer";

// The Supabase-mode tests follow the links the Supabase Auth double renders from TEMPLATE_LINKS and run at
// DEPLOY_GUIDE_RATE_LIMITS: the deploy guide must tell an operator to set exactly those.

const guide = readFileSync(path.join(import.meta.dirname, "../../docs/deploy-supabase.md"), "utf8");

describe("docs/deploy-supabase.md", () => {
  it("gives each e-mail template the link the tests follow", () => {
    for (const link of Object.values(TEMPLATE_LINKS)) expect(guide).toContain(`href="${link}"`);
  });

  it("asks for the rate limits the tests run at", () => {
    const row = (label: string) => new RegExp(`\\| ${label} \\| (\\d+)`).exec(guide)?.[1];
    expect(Number(row("Rate limit for sign ups and sign ins"))).toBe(DEPLOY_GUIDE_RATE_LIMITS.signInsSignUps);
    expect(Number(row("Rate limit for token refreshes"))).toBe(DEPLOY_GUIDE_RATE_LIMITS.tokenRefreshes);
    expect(Number(row("Rate limit for token verifications"))).toBe(DEPLOY_GUIDE_RATE_LIMITS.tokenVerifications);
  });

  it("numbers its steps in order, each with a check", () => {
    const steps = [...guide.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
    expect(steps).toEqual(steps.map((_, i) => i + 1));
    const sections = guide.split(/^## \d+\. /m).slice(1);
    for (const section of sections) expect(section).toMatch(/Check/);
  });
});
