/**
 * Mutation check for the tax tables: every number in lib/tax/tables/*.ts must be pinned by a test.
 *
 * Each numeric literal of the tables is changed, one at a time (+1 in the literal's own unit; rates also
 * × 1,01), and the engine's tests run against the mutant. A mutant no test notices is a survivor: a
 * figure that could be mistyped without any test failing. Exit 1 when any survives.
 *
 * Fast because one Vitest instance serves every mutant: a Vite plugin rewrites the literal while the
 * table module is transformed, the module is invalidated between mutants, and `bail: 1` stops a run at
 * the first failing test. Nothing is written to disk.
 *
 *   npm run test:mutation                      # every table file
 *   npm run test:mutation -- simples-annexes   # only files whose name contains the argument
 */
import path from "node:path";
import { readFileSync, readdirSync } from "node:fs";
import ts from "typescript";
import type { Plugin } from "vite";
import { createVitest } from "vitest/node";

const root = path.resolve(import.meta.dirname, "..");
const tablesDir = path.join(root, "lib/tax/tables");
/** index.ts holds the year registry (its numbers are years) and types.ts has no data. */
const SKIP_FILES = new Set(["index.ts", "types.ts"]);

interface Mutant {
  file: string;
  line: number;
  start: number;
  end: number;
  original: string;
  replacement: string;
}

function isInsideFunction(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p)) return true;
  }
  return false;
}

function propertyName(node: ts.Node): string | null {
  const p = node.parent;
  return p && ts.isPropertyAssignment(p) && p.initializer === node && ts.isIdentifier(p.name) ? p.name.text : null;
}

/** A rate written as a percentage or a repartição: also worth a small relative change. */
function isRate(node: ts.NumericLiteral, file: string): boolean {
  const p = node.parent;
  if (ts.isCallExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === "pct") return true;
  if (propertyName(node) === "slope") return true;
  if (!file.endsWith("simples-annexes.ts")) return false;
  // Annex rows are [nominal %, deduction R$, split]; band tops are money.
  if (ts.isArrayLiteralExpression(p)) {
    const decl = p.parent;
    if (ts.isVariableDeclaration(decl)) return false; // BAND_TOPS
    return p.elements.indexOf(node) === 0;
  }
  return true; // repartição percentages and the ISS-cap splits
}

function format(value: number): string {
  return String(Number(value.toPrecision(12)));
}

function mutantsOf(file: string): Mutant[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Mutant[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && !isInsideFunction(node) && propertyName(node) !== "year") {
      const parent = node.parent;
      const isKey = (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node;
      if (!isKey) {
        const original = node.getText(source);
        const value = Number(node.text);
        const replacements = new Set([format(value + 1)]);
        if (isRate(node, file) && value !== 0) replacements.add(format(value * 1.01));
        replacements.delete(original);
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        for (const replacement of replacements) {
          out.push({ file, line, start: node.getStart(source), end: node.getEnd(), original, replacement });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function listEngineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "__tests__" ? [] : listEngineFiles(path.join(dir, e.name))) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

function describe(m: Mutant): string {
  return `${path.relative(root, m.file)}:${m.line}  ${m.original} → ${m.replacement}`;
}

function mutationPlugin(state: { current: Mutant | null }): Plugin {
  return {
    name: "tax-table-mutation",
    enforce: "pre",
    transform(code, id) {
      const m = state.current;
      if (!m || id.split("?")[0] !== m.file) return null;
      if (code.slice(m.start, m.end) !== m.original) throw new Error(`mutation offset mismatch in ${m.file}:${m.line}`);
      return { code: code.slice(0, m.start) + m.replacement + code.slice(m.end), map: null };
    },
  };
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const files = readdirSync(tablesDir)
    .filter((f) => f.endsWith(".ts") && !SKIP_FILES.has(f) && f.includes(filter))
    .map((f) => path.join(tablesDir, f));
  const mutants = files.flatMap(mutantsOf);
  const state: { current: Mutant | null } = { current: null };
  const started = Date.now();

  const vitest = await createVitest(
    "test",
    {
      config: false,
      root,
      include: ["lib/tax/__tests__/**/*.test.ts"],
      environment: "node",
      watch: false,
      bail: 1,
      maxWorkers: 2,
      pool: "threads",
      // Workers and their module cache live across runs; every engine module is invalidated per run.
      isolate: false,
      reporters: [{}],
    },
    { plugins: [mutationPlugin(state)], resolve: { alias: { "@": root } } },
  );
  const specs = await vitest.globTestSpecifications();
  const engineFiles = listEngineFiles(path.join(root, "lib/tax"));
  // Vitest's watcher hands this set to the workers, which drop those modules before the next run (the
  // same path a file change takes in watch mode); without it a non-isolated worker keeps old tables.
  const workerInvalidates = (vitest as unknown as { watcher: { invalidates: Set<string> } }).watcher.invalidates;
  /** Runs the tests against `m`: "killed", or the number of tests that passed (all of them for a survivor). */
  const runOnce = async (m: Mutant | null): Promise<"killed" | number> => {
    state.current = m;
    for (const f of files) vitest.invalidateFile(f);
    for (const f of engineFiles) workerInvalidates.add(f);
    const result = await vitest.runTestSpecifications(specs);
    if (result.unhandledErrors.length > 0 || result.testModules.some((t) => !t.ok())) return "killed";
    let passed = 0;
    for (const t of result.testModules) for (const _ of t.children.allTests("passed")) passed++;
    return passed;
  };
  let total = 0;
  // A run cut short by the previous run's bail can report "ok" with tests skipped: a mutant survives only
  // when every test ran and passed, confirmed by a second run.
  const run = async (m: Mutant | null): Promise<boolean> => {
    let confirmed = 0;
    for (let attempt = 0; attempt < 5 && confirmed < 2; attempt++) {
      const r = await runOnce(m);
      if (r === "killed") return false;
      if (m === null) total = Math.max(total, r);
      if (r === total) confirmed++;
    }
    return confirmed >= 2;
  };

  if (!(await run(null))) {
    console.error("The engine's tests fail without any mutation; fix them first.");
    await vitest.close();
    process.exit(2);
  }
  const survivors: Mutant[] = [];
  for (let i = 0; i < mutants.length; i++) {
    const m = mutants[i];
    if (await run(m)) {
      survivors.push(m);
      process.stderr.write(`  survived ${describe(m)}\n`);
    }
    if ((i + 1) % 50 === 0) process.stderr.write(`  ${i + 1}/${mutants.length} mutants, ${survivors.length} surviving\n`);
  }
  await run(null);
  await vitest.close();

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${mutants.length} mutants of ${files.length} table files in ${seconds} s: ${mutants.length - survivors.length} killed, ${survivors.length} survived.`);
  for (const m of survivors) console.log(`  SURVIVED ${describe(m)}`);
  process.exit(survivors.length > 0 ? 1 : 0);
}

await main();
