import { describe, expect, it } from "vitest";
import { SIMULATION_FEATURE } from "@/lib/db/enums";
import { DEFAULT_FORM_YEAR } from "@/lib/forms/fields";
import messages from "@/messages/pt-BR.json";
import { NAV_GROUPS, TOOL_KEYS, TOOLS } from "./catalogue";
import { TOOL_ROUTES } from "@/lib/routes";

function message(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

describe("tool catalogue", () => {
  it.each(TOOL_KEYS)("%s: a simulation type whose plan flag is the one the database checks on save", (key) => {
    expect(Object.keys(SIMULATION_FEATURE)).toContain(key);
    expect(TOOLS[key].feature).toBe(SIMULATION_FEATURE[key]);
  });

  it.each(TOOL_KEYS)("%s: every message key names a pt-BR string", (key) => {
    for (const k of Object.values(TOOLS[key].messages)) expect(typeof message(k), k).toBe("string");
    expect(NAV_GROUPS).toContain(TOOLS[key].navGroup);
    expect(typeof message(`nav.sections.${TOOLS[key].navGroup}`)).toBe("string");
  });

  // One name per tool: the sidebar, the dashboard card and page title, the saved-simulation
  // badge, the plan editor and the admin analytics all say the same thing.
  it.each(TOOL_KEYS)("%s: one name on every screen that names the tool", (key) => {
    const { messages: keys, feature } = TOOLS[key];
    const name = message(keys.title);
    expect(message(keys.nav), keys.nav).toBe(name);
    expect(message(`simulations.types.${key}`)).toBe(name);
    expect(message(`adminPlans.permissions.flags.${feature}`)).toBe(name);
    expect(message(`adminAnalytics.simulationTypes.${key}`)).toBe(name);
  });

  it("routes are routes.ts's, one per tool and no other", () => {
    expect(Object.keys(TOOL_ROUTES).sort()).toEqual([...TOOL_KEYS].sort());
    for (const key of TOOL_KEYS) expect(TOOLS[key].route, key).toBe(TOOL_ROUTES[key]);
  });

  // One source for each form's starting values: the form, the assistant and the demo read them.
  it.each(TOOL_KEYS)("%s: the defaults are form values on the forms' year, which the schema reads", (key) => {
    const { defaults, schema } = TOOLS[key];
    if ("year" in defaults) expect(defaults.year).toBe(DEFAULT_FORM_YEAR);
    const issues = schema.safeParse(defaults).error?.issues ?? [];
    // Blank figures may be required; every other field holds a value the schema accepts.
    for (const issue of issues) expect(issue.code, `${key}: ${issue.path.join(".")}`).toBe("custom");
  });

  it("routes are unique", () => {
    const routes = TOOL_KEYS.map((key) => TOOLS[key].route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("a saved run's company and title (lib/tools/save.ts reads them here)", () => {
  const words = {
    activity: (a: string) => `atividade ${a}`,
    creditType: (t: string) => `crédito ${t}`,
    brl: (n: number) => `R$ ${n}`,
  };
  const detail = (key: keyof typeof TOOLS, input: object) =>
    (TOOLS[key].titleDetail as (i: never, w: typeof words) => string)(input as never, words);

  it("names a run without a company by the figure the tool is about", () => {
    expect(detail("fiscal", { profile: { activity: "comercio" } })).toBe("atividade comercio");
    expect(detail("labor", { salary: 5000 })).toBe("R$ 5000");
    expect(detail("clt_vs_pj", { salary: 8000 })).toBe("R$ 8000");
    expect(detail("mei", { monthlyRevenue: 6000 })).toBe("R$ 6000");
    expect(detail("profit_strategy", { monthlyRevenue: 90000 })).toBe("R$ 90000");
    expect(detail("hidden_credits", { type: "monofasico" })).toBe("crédito monofasico");
    expect(detail("reforma_tributaria", { engine: { monthlyRevenue: 50000 } })).toBe("R$ 50000/mês");
  });

  it("belongs to a company only in the tools whose form picks one", () => {
    const withCompany = TOOL_KEYS.filter((key) => TOOLS[key].companyId !== undefined);
    expect(withCompany).toEqual(["fiscal", "reforma_tributaria"]);
    const companyOf = (key: keyof typeof TOOLS) => TOOLS[key].companyId as (i: never) => string | null;
    expect(companyOf("fiscal")({ companyId: "c-1" } as never)).toBe("c-1");
    expect(companyOf("reforma_tributaria")({ companyId: null } as never)).toBeNull();
  });
});
