import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Whether a module is a `"use server"` file: what it exports, a client component calls as a server action. */
function isServerModule(file: string): boolean {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, `${file}/index.ts`]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return /^\s*["']use server["']/.test(readFileSync(full, "utf8"));
  }
  return false;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/**
 * The calls of a server action in a client module that handle its promise themselves: `await xAction()`, a bare
 * `xAction()`, `.then(...)`. Allowed: handing the promise on, as an arrow's body or a return value (to useActionCall,
 * useActionForm or ConfirmActionButton, which report its failure and its throw), and a background read that ends
 * in `.catch(...)` (a status poll). Returns "file:line: name" per call.
 */
export function bareActionCalls(file: string, text: string, isAction: (specifier: string) => boolean): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const actions = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || !isAction(specifier)) continue;
    for (const element of named.elements) if (!element.isTypeOnly) actions.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && actions.has(node.expression.text)) {
      // Through a choice of actions (`editing ? updateAction(v) : createAction(v)`) to where the value goes.
      let value: ts.Node = node;
      while (
        ts.isParenthesizedExpression(value.parent) ||
        (ts.isConditionalExpression(value.parent) && value.parent.condition !== value)
      )
        value = value.parent;
      const parent = value.parent;
      const handedOn = (ts.isArrowFunction(parent) && parent.body === value) || ts.isReturnStatement(parent);
      const caught =
        ts.isPropertyAccessExpression(parent) && parent.name.text === "catch" && ts.isCallExpression(parent.parent);
      if (!handedOn && !caught) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}: ${node.expression.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function clientFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return clientFiles(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /^\s*["']use client["']/.test(readFileSync(path.join(ROOT, file), "utf8")) ? [file] : [];
  });
}

/** Every bare server-action call in the client modules of app/ and components/. */
export function bareActionCallsInApp(): { files: number; calls: string[] } {
  const files = ["app", "components"].flatMap(clientFiles);
  const calls = files.flatMap((file) =>
    bareActionCalls(file, readFileSync(path.join(ROOT, file), "utf8"), (specifier) => {
      const target = resolveSpecifier(file, specifier);
      return target !== null && isServerModule(target);
    }),
  );
  return { files: files.length, calls };
}
