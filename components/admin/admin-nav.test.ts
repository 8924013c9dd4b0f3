import { describe, expect, it } from "vitest";
import { ADMIN_NAV } from "@/components/app-shell/nav-items";
import messages from "@/messages/pt-BR.json";

describe("ADMIN_NAV", () => {
  it("every entry's label is a key under messages nav.* (AdminNav renders t(`nav.${label}`)), hrefs unique and under /admin", () => {
    const nav = messages.nav as Record<string, unknown>;
    expect(ADMIN_NAV.filter((item) => typeof nav[item.label] !== "string").map((item) => item.label)).toEqual([]);
    expect(new Set(ADMIN_NAV.map((item) => item.href)).size).toBe(ADMIN_NAV.length);
    expect(ADMIN_NAV.every((item) => item.href.startsWith("/admin/"))).toBe(true);
  });
});
