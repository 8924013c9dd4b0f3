import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { cnpjCheckDigits } from "@/lib/br/cnpj";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { getCompany, listCompanies } from "@/lib/companies/queries";
import { createCompany, updateCompany } from "@/lib/companies/mutations";
import { fillReformProfileFromSimulation, saveReformProfile } from "@/lib/companies/reform-profile";
import { companyFormSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { saveToolSimulation } from "@/lib/tools/save";
import { reformDefaults } from "@/lib/tools/reform-defaults";
import { describeOnEachDatabase, failureOf, type TestUser } from "../helpers/db";

// A company's reform profile (20261201040001_company_reform_profiles.sql) through withRls as the app writes it: the
// company form and its API, a saved reform simulation; only the owner reads or writes it, never for another's company.

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-29" };

// A new valid CNPJ per company (a user cannot register the same one twice).
let serial = 0;
const cnpj = () => {
  const base = `${String(Date.now() % 1e8).padStart(8, "0")}${String(++serial).padStart(4, "0")}`;
  return base + cnpjCheckDigits(base);
};

const form = (over: Partial<ReturnType<typeof emptyCompanyForm>> = {}) =>
  companyFormSchema.parse({
    ...emptyCompanyForm(),
    name: "Papelaria Aurora",
    cnpj: cnpj(),
    activity: "comercio",
    annualRevenue: "480.000,00",
    ...over,
  });

describeOnEachDatabase("reform profile: the company's, under RLS", (ctx) => {
  let owner: TestUser;
  let other: TestUser;
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  beforeAll(async () => {
    owner = await ctx().createUser({ plan: "professional" });
    other = await ctx().createUser({ plan: "professional" });
  });

  it("the company form stores the profile with the company; the owner's answer reads it, nobody else sees it", async () => {
    const input = form({
      reform: {
        creditingBuyersPercent: "35",
        purchasesRegular: "24.000,00",
        purchasesSimples: "0",
        reduction: "none",
        sublimite: "auto",
        regularOption: "yes",
      },
    });
    const { id } = await as(owner, (tx) => createCompany(tx, owner.id, input));
    const company = await as(owner, (tx) => getCompany(tx, owner.id, id));
    expect(company?.reformProfile).toMatchObject({
      creditingBuyersPercent: 35,
      purchasesRegular: 24_000,
      purchasesSimples: 0,
      reduction: "none",
      sublimiteExceeded: null,
      regularOption: true,
      source: "informed",
    });
    expect(reformAnswerForCompany(company!, context)).toMatchObject({
      status: "ready",
      cancellation: { cancelUntil: "2026-12-20" },
    });
    // Another user reads neither the profile nor the company, even by a direct select.
    expect(await as(other, (tx) => tx.select().from(t.companyReformProfiles))).toEqual([]);
    expect(await as(other, (tx) => getCompany(tx, other.id, id))).toBeNull();

    // An edit without the profile (an older API client) keeps it; with it, replaces it.
    await as(owner, (tx) =>
      updateCompany(tx, owner.id, id, { ...form({ cnpj: input.cnpj ?? "" }), reform: undefined }),
    );
    expect((await as(owner, (tx) => getCompany(tx, owner.id, id)))?.reformProfile?.creditingBuyersPercent).toBe(35);
    await as(owner, (tx) => updateCompany(tx, owner.id, id, form({ cnpj: input.cnpj ?? "" })));
    const cleared = await as(owner, (tx) => getCompany(tx, owner.id, id));
    expect(cleared?.reformProfile).toMatchObject({ creditingBuyersPercent: null, regularOption: null });
    expect(reformAnswerForCompany(cleared!, context).status).toBe("missing");
  });

  it("no profile can be written for another user's company, nor moved to one, nor read through a list", async () => {
    const { id: theirs } = await as(owner, (tx) => createCompany(tx, owner.id, form({ name: "Alheia" })));
    const profile = form({ reform: { ...emptyCompanyForm().reform!, creditingBuyersPercent: "90" } }).reform!;
    // In the other user's name, for the owner's company: the insert policy refuses it.
    expect(await failureOf(() => as(other, (tx) => saveReformProfile(tx, other.id, theirs, profile)))).toMatch(
      /row-level security/,
    );
    // Forged in the owner's name: refused too.
    expect(await failureOf(() => as(other, (tx) => saveReformProfile(tx, owner.id, theirs, profile)))).toMatch(
      /row-level security/,
    );
    // An update cannot reach the owner's row either (hidden: nothing changes).
    await as(owner, (tx) => saveReformProfile(tx, owner.id, theirs, { ...profile, creditingBuyersPercent: 10 }));
    await as(other, (tx) =>
      tx
        .update(t.companyReformProfiles)
        .set({ creditingBuyersPercent: "99" })
        .where(eq(t.companyReformProfiles.companyId, theirs)),
    );
    const listed = await as(owner, (tx) => listCompanies(tx, owner.id));
    expect(listed.find((c) => c.id === theirs)?.reformProfile?.creditingBuyersPercent).toBe(10);
    expect((await as(other, (tx) => listCompanies(tx, other.id))).map((c) => c.id)).not.toContain(theirs);
    // A simulation of another user cannot be named as the profile's source.
    const [sim] = await ctx().exec.query<{ id: string }>(
      "insert into public.simulations (user_id, title, simulation_type) values ($1, 'R', 'reforma_tributaria') returning id::text as id",
      [other.id],
    );
    expect(
      await failureOf(() =>
        as(owner, (tx) =>
          fillReformProfileFromSimulation(tx, owner.id, theirs, sim.id, {
            creditingBuyersPercent: 1,
            purchasesRegular: 0,
            purchasesSimples: 0,
            reduction: "none",
          }),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it("a reform simulation saved for the company fills its profile (the sublimite and the option made stay)", async () => {
    const { id } = await as(owner, (tx) =>
      createCompany(
        tx,
        owner.id,
        form({
          name: "Distribuidora",
          reform: { ...emptyCompanyForm().reform!, regularOption: "no", sublimite: "within" },
        }),
      ),
    );
    const company = await as(owner, (tx) => getCompany(tx, owner.id, id));
    const saved = await as(owner, (tx) =>
      saveToolSimulation(tx, {
        userId: owner.id,
        key: "reforma_tributaria",
        values: {
          ...reformDefaults(company),
          creditingBuyersPercent: "70",
          purchasesRegular: "30.000,00",
          purchasesSimples: "1.000,00",
          reduction: "none",
        },
        context,
      }),
    );
    expect(saved.ok).toBe(true);
    const after = await as(owner, (tx) => getCompany(tx, owner.id, id));
    expect(after?.reformProfile).toMatchObject({
      creditingBuyersPercent: 70,
      purchasesRegular: 30_000,
      purchasesSimples: 1_000,
      reduction: "none",
      sublimiteExceeded: false,
      regularOption: false,
      source: "simulation",
    });
    expect(reformAnswerForCompany(after!, context)).toMatchObject({ status: "ready", profileSource: "simulation" });
  });
});
