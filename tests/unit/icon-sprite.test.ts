import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS, type SpriteIconName } from "@/components/icons/sprite-icons";

// public/icons/sprite.svg, written from components/icons/sprite-icons.ts with `npx vitest run
// tests/unit/icon-sprite.test.ts -u`: one <symbol> per icon, holding what lucide draws inside its <svg>.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SPRITE = "../../public/icons/sprite.svg";

function symbolOf(name: SpriteIconName): string {
  const svg = renderToStaticMarkup(createElement(SPRITE_ICONS[name]));
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((entry) => {
    const file = `${dir}/${entry}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe("icon sprite", () => {
  it("holds every icon of components/icons/sprite-icons.ts, as lucide draws it", async () => {
    const names = Object.keys(SPRITE_ICONS).sort() as SpriteIconName[];
    const sprite = [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      "<!-- Written by tests/unit/icon-sprite.test.ts from components/icons/sprite-icons.ts (lucide, ISC). -->",
      ...names.map(symbolOf),
      "</svg>",
      "",
    ].join("\n");
    await expect(sprite).toMatchFileSnapshot(SPRITE);
  });

  it("names only icons the sprite holds", () => {
    const used = ["app", "components"]
      .flatMap(sourceFiles)
      .flatMap((file) => [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/spriteIcon\("([^"]+)"\)/g)])
      .map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !(name in SPRITE_ICONS))).toEqual([]);
  });
});
