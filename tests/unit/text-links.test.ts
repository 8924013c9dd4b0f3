import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One text link (components/ui/text-link.tsx): a link that reads as text is a <TextLink>, never an <a>, a <Link> or
// an <IntentLink> given the underline-on-hover classes by hand, so every such link looks and behaves the same.

const ROOT = path.resolve(import.meta.dirname, "../..");
const HOME = "components/ui/text-link.tsx";

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsxFiles(file);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [file] : [];
  });
}

/** The opening tags of links styled as text links by hand: an underline on hover or its offset in their classes. */
function handMadeTextLinks(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<(a|Link|IntentLink)\s/g)) {
    const end = openingTagEnd(source, match.index + match[0].length);
    const tag = source.slice(match.index, end + 1);
    if (/hover:underline|underline-offset-/.test(tag)) found.push(tag.replace(/\s+/g, " ").slice(0, 100));
  }
  return found;
}

/** The index of the `>` closing an opening tag, skipping attribute strings and `{…}` expressions. */
function openingTagEnd(source: string, from: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0) return i;
  }
  return source.length - 1;
}

describe("text links", () => {
  it("are <TextLink>s: no <a>, <Link> or <IntentLink> styled as one by hand", () => {
    const offenders = ["app", "components"]
      .flatMap(tsxFiles)
      .filter((file) => file !== HOME)
      .flatMap((file) =>
        handMadeTextLinks(readFileSync(path.join(ROOT, file), "utf8")).map((tag) => `${file}: ${tag}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the check itself sees each kind of link, over several lines and with expressions in its props", () => {
    expect(
      handMadeTextLinks('<Link href="/x" className="text-primary underline-offset-4 hover:underline">x</Link>'),
    ).toHaveLength(1);
    expect(
      handMadeTextLinks('<a\n  href={`/f/${id}`}\n  onClick={() => go(a > b)}\n  className="hover:underline"\n>'),
    ).toHaveLength(1);
    expect(handMadeTextLinks('<IntentLink href="/" className="underline-offset-4">')).toHaveLength(1);
    expect(handMadeTextLinks('<TextLink href="/x" className="text-sm">x</TextLink>')).toEqual([]);
    expect(handMadeTextLinks('<button className="hover:underline">x</button>')).toEqual([]);
  });
});
