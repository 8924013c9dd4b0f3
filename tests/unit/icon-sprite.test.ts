import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS } from "@/components/icons/sprite-icons";
import { ICON_SPRITE_FILE, iconSpriteSource } from "@/scripts/generate/icon-sprite";
import { onDisk, STALE } from "@/scripts/generate/index";

// public/icons/sprite.svg, written from components/icons/sprite-icons.ts by `npm run generate`
// (scripts/generate/icon-sprite.ts): one <symbol> per icon, holding what lucide draws inside its <svg>.
const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((entry) => {
    const file = `${dir}/${entry}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) ? [file] : [];
  });
}

describe("icon sprite", () => {
  it("holds every icon of components/icons/sprite-icons.ts, as lucide draws it", async () => {
    const sprite = onDisk(ICON_SPRITE_FILE);
    expect(sprite, `${ICON_SPRITE_FILE} ${STALE}`).toBe(iconSpriteSource());
    for (const name of Object.keys(SPRITE_ICONS)) expect(sprite).toContain(`<symbol id="${name}"`);
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
