// public/icons/sprite.svg: one <symbol> per icon of components/icons/sprite-icons.ts, holding what lucide draws inside
// its <svg>. Written by `npm run generate`; tests/unit/icon-sprite.test.ts fails when it is out of date.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_ICONS, type SpriteIconName } from "@/components/icons/sprite-icons";

export const ICON_SPRITE_FILE = "public/icons/sprite.svg";

function symbolOf(name: SpriteIconName): string {
  const svg = renderToStaticMarkup(createElement(SPRITE_ICONS[name]));
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
}

/** The sprite's text. */
export function iconSpriteSource(): string {
  const names = Object.keys(SPRITE_ICONS).sort() as SpriteIconName[];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    "<!-- Written by npm run generate (scripts/generate/icon-sprite.ts) from components/icons/sprite-icons.ts (lucide, ISC). -->",
    ...names.map(symbolOf),
    "</svg>",
    "",
  ].join("\n");
}
