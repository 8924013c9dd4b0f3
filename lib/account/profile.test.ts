import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { hideDocument } = await import("./profile");

describe("hideDocument", () => {
  it("shows only the middle digits of a CPF or CNPJ, keeping its format", () => {
    expect(hideDocument("52998224725")).toBe("•••.982.247-••");
    expect(hideDocument("529.982.247-25")).toBe("•••.982.247-••");
    expect(hideDocument("11222333000181")).toBe("••.•22.333/0001-••");
    expect(hideDocument("12ABC34501DE35")).toBe("••.•BC.345/01DE-••");
  });
});
