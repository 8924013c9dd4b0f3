import { describe, expect, it } from "vitest";
import { benefitFiltersSchema, filtersForCompany, sectorOf, sizeOf } from "./schema";

describe("benefit filters", () => {
  it("reads the query string; unknown values are no filter, never an error", () => {
    expect(benefitFiltersSchema.parse({ uf: "PR", setor: "industria", porte: "epp", regime: "lucro_real" })).toEqual({
      uf: "PR",
      setor: "industria",
      porte: "epp",
      regime: "lucro_real",
      empresa: undefined,
    });
    expect(benefitFiltersSchema.parse({})).toEqual({
      uf: undefined,
      setor: undefined,
      porte: undefined,
      regime: undefined,
      empresa: undefined,
    });
    expect(
      benefitFiltersSchema.parse({ uf: "XX", setor: ["a", "b"], porte: "", regime: "outro", empresa: "not-a-uuid" }),
    ).toEqual({
      uf: undefined,
      setor: undefined,
      porte: undefined,
      regime: undefined,
      empresa: undefined,
    });
  });

  it("porte from the regime and the revenue: ME up to R$ 360 mil, EPP up to R$ 4,8 mi (LC 123 art. 3º)", () => {
    expect(sizeOf("mei", 50_000)).toBe("mei");
    expect(sizeOf("simples_nacional", 360_000)).toBe("me");
    expect(sizeOf("simples_nacional", 360_000.01)).toBe("epp");
    expect(sizeOf("lucro_presumido", 4_800_000)).toBe("epp");
    expect(sizeOf("lucro_presumido", 4_800_000.01)).toBe("demais");
  });

  it("a company's profile becomes the four filters ('Ver para minha empresa')", () => {
    expect(sectorOf("revenda_combustiveis")).toBe("comercio");
    expect(sectorOf("servicos_fator_r")).toBe("servicos");
    expect(
      filtersForCompany({ state: "PR", activity: "comercio", regime: "simples_nacional", revenue12m: 300_000 }),
    ).toEqual({
      uf: "PR",
      setor: "comercio",
      porte: "me",
      regime: "simples_nacional",
    });
    expect(filtersForCompany({ state: null, activity: null, regime: "lucro_real", revenue12m: 9_000_000 })).toEqual({
      uf: undefined,
      setor: undefined,
      porte: "demais",
      regime: "lucro_real",
    });
  });
});
