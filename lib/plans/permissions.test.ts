import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_FEATURE_FLAGS } from "@/lib/db/enums";
import { DEFAULT_PERMISSIONS, hasFeature, resolvePermissions } from "./permissions";

/** The permissions JSON of each plan row in supabase/seed.sql. */
function seededPermissions(): Record<string, unknown> {
  const seed = fs.readFileSync(path.resolve(import.meta.dirname, "../../supabase/seed.sql"), "utf8");
  const rows = [...seed.matchAll(/\('(trial|basic|professional|enterprise)',[^\n]*\n\s*'(\{[^']*\})'\)/g)];
  return Object.fromEntries(rows.map(([, slug, json]) => [slug, JSON.parse(json)]));
}

describe("DEFAULT_PERMISSIONS", () => {
  it("is identical to the permissions seeded in supabase/seed.sql", () => {
    const seeded = seededPermissions();
    expect(Object.keys(seeded).sort()).toEqual(["basic", "enterprise", "professional", "trial"]);
    expect(seeded).toEqual(DEFAULT_PERMISSIONS);
  });

  it("gives each plan its features and limits", () => {
    expect(DEFAULT_PERMISSIONS.trial).toMatchObject({
      fiscalSimulator: true,
      meiChecker: true,
      reports: false,
      maxSimulations: 3,
      maxCompanies: 1,
    });
    // Básico sells the reform tool; its follow-ups go to the assistant, 30 questions a month.
    expect(DEFAULT_PERMISSIONS.basic).toMatchObject({
      fiscalBenefits: true,
      reformaTributaria: true,
      aiAssistant: true,
      reports: true,
      pdfReports: true,
      laborSimulator: false,
      maxSimulations: 5,
      maxAiQuestions: 30,
    });
    expect(DEFAULT_PERMISSIONS.trial).toMatchObject({ aiAssistant: false, maxAiQuestions: null });
    expect(DEFAULT_PERMISSIONS.professional).toMatchObject({
      aiAssistant: true,
      companies: true,
      hiddenCredits: false,
      maxSimulations: null,
      maxCompanies: 3,
    });
    // Every flag but office: an accounting office is the "Escritório" plans' (priced by client companies).
    expect(PLAN_FEATURE_FLAGS.filter((flag) => !DEFAULT_PERMISSIONS.enterprise[flag])).toEqual(["office"]);
    expect(DEFAULT_PERMISSIONS.enterprise).toMatchObject({
      maxSimulations: null,
      maxCompanies: null,
      maxAiQuestions: null,
    });
  });
});

describe("resolvePermissions", () => {
  const custom = { ...DEFAULT_PERMISSIONS.basic, maxSimulations: 12, hiddenCredits: true };

  it("uses the plan record when it is complete", () => {
    expect(resolvePermissions(custom, "basic")).toEqual(custom);
  });

  it("falls back to the default of the slug when the record is missing or malformed", () => {
    expect(resolvePermissions(null, "professional")).toEqual(DEFAULT_PERMISSIONS.professional);
    expect(resolvePermissions({}, "enterprise")).toEqual(DEFAULT_PERMISSIONS.enterprise);
    expect(resolvePermissions({ ...custom, maxSimulations: "10" }, "basic")).toEqual(DEFAULT_PERMISSIONS.basic);
    expect(resolvePermissions({ ...custom, maxCompanies: -1 }, "basic")).toEqual(DEFAULT_PERMISSIONS.basic);
    expect(resolvePermissions([custom], "basic")).toEqual(DEFAULT_PERMISSIONS.basic);
    expect(resolvePermissions({ ...custom, maxAiQuestions: 2.5 }, "basic")).toEqual(DEFAULT_PERMISSIONS.basic);
  });

  it("a plan saved before the assistant's quota has none (as public.plan_limit reads the absent key)", () => {
    const { maxAiQuestions: _, ...older } = custom;
    expect(resolvePermissions(older, "gold")).toEqual({ ...custom, maxAiQuestions: null });
  });

  it("gives trial to cancelled, expired and no status, whatever the plan record says", () => {
    for (const slug of ["cancelled", "expired", "", null, undefined]) {
      expect(resolvePermissions(DEFAULT_PERMISSIONS.enterprise, slug)).toEqual(DEFAULT_PERMISSIONS.trial);
    }
  });

  it("a plan an admin added uses its own record, and trial when the record is missing or incomplete", () => {
    expect(resolvePermissions(custom, "gold")).toEqual(custom);
    expect(resolvePermissions(null, "gold")).toEqual(DEFAULT_PERMISSIONS.trial);
    expect(resolvePermissions({}, "gold")).toEqual(DEFAULT_PERMISSIONS.trial);
  });

  it("returns a copy the caller may change", () => {
    const resolved = resolvePermissions(null, "trial");
    resolved.maxSimulations = 99;
    expect(DEFAULT_PERMISSIONS.trial.maxSimulations).toBe(3);
  });

  it("hasFeature reads the flag", () => {
    expect(hasFeature(DEFAULT_PERMISSIONS.trial, "meiChecker")).toBe(true);
    expect(hasFeature(DEFAULT_PERMISSIONS.trial, "laborSimulator")).toBe(false);
  });
});
