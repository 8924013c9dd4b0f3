import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";

// next-intl parses every message as ICU MessageFormat with rich-text tags: a literal "<chave>" is an unclosed tag
// and the screen shows the key instead of the text. Every message must parse.

function leaves(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [];
}

describe("messages/pt-BR.json", () => {
  it("every message parses as ICU MessageFormat (no stray '<', '{' or '}')", () => {
    const broken = leaves(messages).flatMap(([key, text]) => {
      try {
        new IntlMessageFormat(text, "pt-BR");
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });
});
