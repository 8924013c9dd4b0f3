import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The production sources: what ships, not the tests, specs, scripts or bench. */
const ROOTS = ["app", "components", "lib", "i18n", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_SHIPPED = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;
// Static imports and re-exports (type-only ones too: a type cycle still ties the files' meaning together), and
// dynamic import() calls.
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return SOURCE.test(entry) && !NOT_SHIPPED.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((child) => (child === "node_modules" ? [] : sourceFiles(root, `${entry}/${child}`)));
}

function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  return null;
}

/** Each production file's imports of other project files (paths relative to the repository root). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap((entry) => sourceFiles(root, entry))) {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = [...text.matchAll(SPECIFIER)]
      .map((m) => resolve(root, file, m[1] ?? m[2]))
      .filter((target): target is string => target !== null && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles: strongly connected groups of more than one file (Tarjan), each sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
