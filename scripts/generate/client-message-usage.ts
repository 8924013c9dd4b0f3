import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Which texts of messages/pt-BR.json the client components under a page or layout can ask for, read from the source:
 * the import graph is walked from the file; below a `"use client"` module everything it imports runs in the browser
 * and its texts count, and a `"use server"` module reached from it (or handed to it by a server component) adds the
 * message keys its actions can return (every dotted key in it and in what it imports: the codes of lib/errors.ts,
 * the schemas' field messages, the features' AppErrors). Those keys are whole paths, shown only through a root
 * translator (useTranslations() without a namespace, as in components/forms/use-message.ts): a page with none
 * needs none of them. Server components' texts (getTranslations, and useTranslations outside the client) do not count.
 *
 * What counts in a client module: the keys a `const t = useTranslations("ns")` is called with (the whole namespace
 * when t is used any other way, or when useTranslations("ns") is not assigned to a name), any string literal that names a
 * message or a namespace by its dotted path ("auth.errors.invalidCredentials"), a `namespace="ns"` attribute, and the
 * fixed part of a template key (`aiAssistant.errors.${code}` → aiAssistant.errors). A useTranslations whose argument
 * is neither a literal nor empty cannot be read: it is reported, so the page's list cannot silently fall short.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

type Mode = "server" | "client" | "action";

/**
 * Modules whose dotted literals never reach an action's result, though an action reaches them: those that translate
 * their keys themselves, on the server (the PDF report's sections and document, the e-mail templates: an action that
 * reaches them returns a file or sends a message), and the payment state machine, whose `billing.subscription.${status}`
 * are audit log names. Their own literals do not count as keys an action can return; what they import is still walked.
 * tests/unit/client-messages.test.ts checks that none of them can return a key (no AppError, no `ok: false`).
 */
export const KEYLESS_MODULES = [
  /^lib\/reports\/(sections|pdf)\//,
  /^lib\/reports\/(build|format|dossier-[\w-]+)\.tsx?$/,
  /^lib\/notifications\/templates\.ts$/,
  /^lib\/billing\/apply\.ts$/,
];

const isKeyless = (file: string) => KEYLESS_MODULES.some((re) => re.test(path.relative(ROOT, file)));
type Messages = { [key: string]: unknown };

export type Usage = { paths: string[]; unreadable: string[] };

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, "utf8");
    sources.set(file, text);
  }
  return text;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The modules a file loads at run time (type-only imports and re-exports are left out); with `dynamic: false`, only
 * those it loads with itself (not the `import()`s, which the bundler splits off and the browser fetches on demand).
 */
function importsOf(file: string, { dynamic = true } = {}): string[] {
  const text = source(file);
  const found: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;
  for (const m of text.matchAll(statements)) {
    if (m[2]) continue;
    const resolved = resolveImport(file, m[3]);
    if (resolved) found.push(resolved);
  }
  if (!dynamic) return found;
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    const resolved = resolveImport(file, m[1]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The project's modules that load with `entry` (its static imports, transitively), as paths from the root. */
export function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(ROOT, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const relative = path.relative(ROOT, file);
    if (seen.has(relative)) continue;
    seen.add(relative);
    queue.push(...importsOf(file, { dynamic: false }));
  }
  return seen;
}

const directive = (file: string, name: string) =>
  new RegExp(`^(?:\\s|//[^\\n]*\\n|/\\*[\\s\\S]*?\\*/)*["']${name}["']`).test(source(file));

function nodeAt(messages: Messages, dotted: string): unknown {
  let node: unknown = messages;
  for (const key of dotted.split(".")) {
    if (typeof node !== "object" || node === null || !(key in node)) return undefined;
    node = (node as Messages)[key];
  }
  return node;
}

type Found = { paths: Set<string>; actionPaths: Set<string>; rootTranslator: boolean; unreadable: string[] };

function clientTexts(file: string, messages: Messages, usage: Found) {
  const text = source(file);
  const relative = path.relative(ROOT, file);
  const namespacesOf = new Map<string, string[]>();
  for (const m of text.matchAll(/\b(?:const\s+(\w+)\s*=\s*)?useTranslations\(\s*([^)]*?)\s*\)/g)) {
    const [, name, arg] = m;
    if (arg === "") {
      usage.rootTranslator = true;
      continue;
    }
    const literal = /^["']([^"'$]+)["']$/.exec(arg);
    if (!literal || nodeAt(messages, literal[1]) === undefined) {
      if (!/^namespace\b/.test(arg)) usage.unreadable.push(`${relative}: useTranslations(${arg})`);
    } else if (name) namespacesOf.set(name, [...(namespacesOf.get(name) ?? []), literal[1]]);
    else usage.paths.add(literal[1]);
  }
  for (const [name, namespaces] of namespacesOf) {
    const keys = keysCalled(file, name);
    for (const namespace of namespaces) {
      if (keys === null) usage.paths.add(namespace);
      else
        for (const key of keys)
          if (nodeAt(messages, `${namespace}.${key}`) !== undefined) usage.paths.add(`${namespace}.${key}`);
    }
  }
  for (const m of text.matchAll(/\bnamespace=["']([^"']+)["']/g))
    if (nodeAt(messages, m[1]) !== undefined) usage.paths.add(m[1]);
  // A namespace named in useTranslations("ns") counts through the keys its translator is called with, above.
  keyLiterals(text.replace(/\buseTranslations\([^)]*\)/g, ""), messages, usage.paths);
}

/**
 * The keys a translator declared as `const name = useTranslations("ns")` is called with: `t("key")`, `t.rich("key")`
 * (and markup, raw, has), and the fixed part of a template key (`t(\`status.${code}\`)` → status). null when it is used
 * any other way (a key in a variable, the translator handed to a function or a prop): then the whole namespace counts.
 * A hook's dependency list (`useEffect(..., [t])`) reads no key.
 * A name declared twice in one file (two components) gets the keys of both calls under each namespace.
 */
function keysCalled(file: string, name: string): string[] | null {
  const keys: string[] = [];
  let other = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name && !isDeclarationName(node) && !isHookDependency(node)) {
      const key = calledKey(node);
      if (key === null) other = true;
      else keys.push(key);
    }
    node.forEachChild(visit);
  };
  visit(syntaxTree(file));
  return other ? null : keys;
}

/** `t` in the dependency list of useEffect, useMemo, useCallback or useLayoutEffect: no key is read there. */
function isHookDependency(node: ts.Identifier): boolean {
  const list = node.parent;
  if (!ts.isArrayLiteralExpression(list) || !ts.isCallExpression(list.parent)) return false;
  const call = list.parent;
  const callee = ts.isIdentifier(call.expression) ? call.expression.text : null;
  const hooks = ["useEffect", "useMemo", "useCallback", "useLayoutEffect"];
  return callee !== null && hooks.includes(callee) && call.arguments[1] === list;
}

const isDeclarationName = (node: ts.Identifier) =>
  (ts.isVariableDeclaration(node.parent) || ts.isPropertyAccessExpression(node.parent)) && node.parent.name === node;

/** The key of `t("key")` or `t.rich("key")` for the identifier t; null for any other use. */
function calledKey(id: ts.Identifier): string | null {
  let callee: ts.Node = id;
  if (ts.isPropertyAccessExpression(id.parent) && id.parent.expression === id) {
    if (!["rich", "markup", "raw", "has"].includes(id.parent.name.text)) return null;
    callee = id.parent;
  }
  const call = callee.parent;
  if (!ts.isCallExpression(call) || call.expression !== callee) return null;
  const arg = call.arguments[0];
  if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) return arg.text;
  const prefix = arg && ts.isTemplateExpression(arg) ? /^([\w.]+)\.$/.exec(arg.head.text) : null;
  return prefix ? prefix[1] : null;
}

const trees = new Map<string, ts.SourceFile>();
function syntaxTree(file: string): ts.SourceFile {
  let tree = trees.get(file);
  if (!tree) {
    tree = ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    trees.set(file, tree);
  }
  return tree;
}

/**
 * Every string literal naming a message or namespace by a dotted path of at least two segments, and the fixed part
 * of a template key when it names a namespace (`aiAssistant.errors.${code}`).
 */
function keyLiterals(text: string, messages: Messages, paths: Set<string>) {
  for (const m of text.matchAll(/["'`]([A-Za-z][\w]*(?:\.[\w]+)+)["'`]/g))
    if (nodeAt(messages, m[1]) !== undefined) paths.add(m[1]);
  for (const m of text.matchAll(/`([A-Za-z][\w]*(?:\.[\w]+)*)\.\$\{/g))
    if (typeof nodeAt(messages, m[1]) === "object") paths.add(m[1]);
}

/** The message paths the client components below `entry` (a page or layout file) can read, minimal and sorted. */
export function clientMessageUsage(entry: string, messages: Messages): Usage {
  const usage: Found = { paths: new Set(), actionPaths: new Set(), rootTranslator: false, unreadable: [] };
  const seen = new Set<string>();
  const walk = (file: string, mode: Mode) => {
    const next: Mode =
      mode !== "action" && directive(file, "use server")
        ? "action"
        : mode === "server" && directive(file, "use client")
          ? "client"
          : mode;
    const key = `${next}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (next === "client") clientTexts(file, messages, usage);
    if (next === "action" && !isKeyless(file)) keyLiterals(source(file), messages, usage.actionPaths);
    for (const imported of importsOf(file)) walk(imported, next);
  };
  walk(path.resolve(ROOT, entry), "server");
  const paths = usage.rootTranslator ? [...usage.paths, ...usage.actionPaths] : [...usage.paths];
  return { paths: minimalCover(paths), unreadable: usage.unreadable };
}

/** Paths without those already covered by an ancestor in the list, sorted. */
export function minimalCover(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)].sort();
  return unique.filter((p) => !unique.some((other) => other !== p && p.startsWith(`${other}.`)));
}
