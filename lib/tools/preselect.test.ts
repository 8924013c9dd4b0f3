import { describe, expect, it } from "vitest";
import { onlyCompanyId } from "./preselect";

describe("onlyCompanyId", () => {
  const one = [{ id: "a" }];
  it("opens on the account's only company when the address names none", () => {
    expect(onlyCompanyId({}, one)).toBe("a");
  });
  it("guesses nobody among several companies, or with none", () => {
    expect(onlyCompanyId({}, [{ id: "a" }, { id: "b" }])).toBeUndefined();
    expect(onlyCompanyId({}, [])).toBeUndefined();
  });
  it("keeps the typed form the picker asked for (?empresa=) and inputs carried in the query", () => {
    expect(onlyCompanyId({ empresa: "" }, one)).toBeUndefined();
    expect(onlyCompanyId({ anexo: "I" }, one)).toBeUndefined();
  });
});
