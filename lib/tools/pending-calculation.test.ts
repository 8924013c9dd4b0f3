import { describe, expect, it } from "vitest";
import {
  clearPendingCalculation,
  PENDING_CALCULATION_KEY,
  PENDING_CALCULATION_TTL_MS,
  readPendingCalculation,
  savePendingCalculation,
} from "./pending-calculation";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const SLUGS = ["simples-nacional", "fator-r"];

describe("a calculation carried across sign-up", () => {
  it("comes back as stored, within its time", () => {
    const storage = memoryStorage();
    savePendingCalculation(
      storage,
      { slug: "simples-nacional", href: "/fiscal-simulator?atividade=servicos_gerais" },
      1_000,
    );
    expect(readPendingCalculation(storage, SLUGS, 1_000 + PENDING_CALCULATION_TTL_MS)).toEqual({
      slug: "simples-nacional",
      href: "/fiscal-simulator?atividade=servicos_gerais",
      savedAt: 1_000,
    });
    clearPendingCalculation(storage);
    expect(readPendingCalculation(storage, SLUGS)).toBeNull();
  });

  it("drops what expired, what is not JSON, an unknown calculator and any link off this site", () => {
    for (const raw of [
      JSON.stringify({ slug: "fator-r", href: "/fiscal-simulator", savedAt: 0 }),
      "{not json",
      JSON.stringify({ slug: "outra", href: "/fiscal-simulator", savedAt: 5 }),
      JSON.stringify({ slug: "fator-r", href: "//evil.example/x", savedAt: 5 }),
      JSON.stringify({ slug: "fator-r", href: "https://evil.example/x", savedAt: 5 }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(PENDING_CALCULATION_KEY, raw);
      expect(readPendingCalculation(storage, SLUGS, PENDING_CALCULATION_TTL_MS + 1), raw).toBeNull();
      expect(storage.map.has(PENDING_CALCULATION_KEY)).toBe(false);
    }
  });
});
