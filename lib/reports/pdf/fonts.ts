import path from "node:path";
import { Font } from "@react-pdf/renderer";

// Roboto TTFs kept in the repo (assets/fonts, OFL): WOFF2 crashes react-pdf and the built-in Helvetica garbles
// symbols such as ≥ and ×. Registered once per process.
export const FONT_FAMILY = "Roboto";

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const dir = path.join(process.cwd(), "assets", "fonts");
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: path.join(dir, "Roboto-Regular.ttf") },
      { src: path.join(dir, "Roboto-Bold.ttf"), fontWeight: "bold" },
      { src: path.join(dir, "Roboto-Italic.ttf"), fontStyle: "italic" },
    ],
  });
  // Words are not hyphenated: "contribuição" must never print as "contri-buição" in a legal citation.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
