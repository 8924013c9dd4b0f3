// The files written from the source rather than by hand, each with its test that fails when it is out of date.
import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { CLIENT_MESSAGES_FILE, clientMessagesSource } from "./client-messages";
import { ICON_SPRITE_FILE, iconSpriteSource } from "./icon-sprite";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface GeneratedFile {
  /** Relative to the repository root. */
  file: string;
  /** The file's text as `npm run generate` writes it. */
  text: () => Promise<string>;
}

/** A TypeScript source formatted as the repository's Prettier config formats it (lint checks the file). */
async function formatted(file: string, source: string): Promise<string> {
  const target = path.join(ROOT, file);
  return format(source, { ...(await resolveConfig(target)), filepath: target });
}

export const GENERATED: readonly GeneratedFile[] = [
  { file: CLIENT_MESSAGES_FILE, text: () => formatted(CLIENT_MESSAGES_FILE, clientMessagesSource()) },
  // public/ is outside Prettier (.prettierignore): the sprite is written as it is built.
  { file: ICON_SPRITE_FILE, text: async () => iconSpriteSource() },
];

/** The generated file's text on disk, or null when it is missing. */
export function onDisk(file: string): string | null {
  try {
    return readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    return null;
  }
}

/** The message of a test that finds a generated file out of date. */
export const STALE = "out of date: run `npm run generate` and commit the result";
