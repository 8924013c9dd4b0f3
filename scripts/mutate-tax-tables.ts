/**
 * Mutation check for the tax tables: every number in lib/tax/tables/*.ts must be pinned by a test.
 *
 * Each numeric literal of the tables is changed, one at a time (+1 in the literal's own unit; rates also
 * × 1,01), and the engine's tests (with the test of the assistant's curated answers, which print table figures)
 * run against the mutant. A mutant no test notices is a survivor: a figure that could be mistyped without any
 * test failing. Exit 1 when any survives, and before any mutant when a distinctive table figure is typed
 * anywhere else in app/, components/, lib/ or messages/ (scripts/table-figures.ts).
 *
 * Fast because one Vitest instance serves every mutant: a Vite plugin rewrites the literal while the
 * table module is transformed, the module is invalidated between mutants, and `bail: 1` stops a run at
 * the first failing test. Nothing is written to disk.
 *
 * Incremental by default: scripts/mutation-record.json holds, for the last passing run, a hash of each table file
 * and of each engine test file, and which test file killed each mutant. A run mutates only the tables whose
 * hash changed (all their mutants) and, in unchanged tables, the mutants whose killing test file changed or is
 * gone; every other mutant is still killed (same table, same engine, same test). A full pass runs when the
 * record is missing or unreadable, when any other file of lib/tax or this script changed since the record
 * (the engine the mutants run through), or when asked for. A run with no survivor rewrites the record: commit it.
 *
 *   npm run test:mutation                      # incremental (see above)
 *   npm run test:mutation -- --full            # every mutant of every table (MUTATION_FULL=1 does the same)
 *   npm run test:mutation -- simples-annexes   # every mutant of the files whose name contains the argument
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import ts from "typescript";
import type { Plugin } from "vite";
import { createVitest } from "vitest/node";
import { findRestatedFigures, formatRestated } from "./table-figures";

const root = path.resolve(import.meta.dirname, "..");
const tablesDir = path.join(root, "lib/tax/tables");
/** index.ts holds the year registry (its numbers are years) and types.ts has no data. */
const SKIP_FILES = new Set(["index.ts", "types.ts"]);
const testsDir = path.join(root, "lib/tax/__tests__");
/**
 * The assistant's curated answers print table figures (lib/ai/basic/knowledge-*.ts): their test runs against every
 * mutant too, and their modules are part of the engine the mutants run through.
 */
const assistantDir = path.join(root, "lib/ai/basic");
const ASSISTANT_TESTS = [path.join(assistantDir, "knowledge-base.test.ts")];
const assistantSources = () =>
  readdirSync(assistantDir)
    .filter((f) => /^knowledge-.*\.ts$/.test(f) && !f.endsWith(".test.ts"))
    .map((f) => path.join(assistantDir, f));
const recordFile = path.join(root, "scripts/mutation-record.json");
const RECORD_VERSION = 1;

/**
 * The last passing run. `engine` hashes every file of lib/tax that is neither a mutated table nor an engine test,
 * plus this script; `tables` and `tests` hash each file (paths relative to the root); `killedBy` lists, per table
 * file and per test file, the indexes (in mutantsOf order) of the mutants that test file killed ("*": a run
 * killed by an error outside any test file, rerun whenever any test file changes).
 */
type MutationRecord = {
  version: number;
  engine: string;
  tables: Record<string, string>;
  tests: Record<string, string>;
  killedBy: Record<string, Record<string, number[]>>;
};

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
    e.isDirectory()
      ? e.name === "__tests__"
        ? []
        : listEngineFiles(path.join(dir, e.name))
      : e.name.endsWith(".ts")
        ? [path.join(dir, e.name)]
        : [],
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

const rel = (file: string) => path.relative(root, file);
const hashOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

function engineHash(tableFiles: Set<string>): string {
  const hash = createHash("sha256");
  const files = [
    ...listFiles(path.join(root, "lib/tax")).filter((f) => !tableFiles.has(f) && !f.startsWith(testsDir + path.sep)),
    ...assistantSources(),
    path.join(root, "scripts/mutate-tax-tables.ts"),
    path.join(root, "scripts/table-figures.ts"),
  ];
  for (const file of files.sort()) hash.update(`${rel(file)}\0${hashOf(file)}\0`);
  return hash.digest("hex").slice(0, 16);
}

function readRecord(): MutationRecord | null {
  if (!existsSync(recordFile)) return null;
  try {
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as MutationRecord;
    return record.version === RECORD_VERSION && record.tables && record.tests && record.killedBy ? record : null;
  } catch {
    return null;
  }
}

/** The mutants this run must try, and why the others are left out. */
function planRun(
  all: { file: string; mutants: Mutant[] }[],
  record: MutationRecord | null,
  engine: string,
  tests: Record<string, string>,
  full: boolean,
) {
  if (full || !record || record.engine !== engine) {
    const reason = full
      ? "asked for"
      : !record
        ? `no readable ${rel(recordFile)}`
        : "lib/tax or this script changed since the record";
    return { reason: `full pass (${reason})`, todo: all.flatMap((t) => t.mutants.map((m, index) => ({ m, index }))) };
  }
  const changedTests = new Set(Object.keys(record.tests).filter((t) => record.tests[t] !== tests[t]));
  const todo: { m: Mutant; index: number }[] = [];
  const changedTables: string[] = [];
  for (const { file, mutants } of all) {
    const killedBy = record.killedBy[rel(file)];
    if (record.tables[rel(file)] !== hashOf(file) || !killedBy) {
      changedTables.push(rel(file));
      todo.push(...mutants.map((m, index) => ({ m, index })));
      continue;
    }
    const still = new Set<number>();
    for (const [test, indexes] of Object.entries(killedBy)) {
      const stale = test === "*" ? changedTests.size > 0 : changedTests.has(test);
      if (!stale) indexes.forEach((i) => still.add(i));
    }
    mutants.forEach((m, index) => {
      if (!still.has(index)) todo.push({ m, index });
    });
  }
  const reason = `incremental: tables changed ${changedTables.length ? changedTables.join(", ") : "none"}; test files changed ${changedTests.size ? [...changedTests].join(", ") : "none"}`;
  return { reason, todo };
}

async function main(): Promise<void> {
  // A table figure typed elsewhere is one no mutant reaches: fail before mutating anything.
  const restated = findRestatedFigures();
  if (restated.length > 0) {
    console.error(
      `${restated.length} table figures are typed outside lib/tax/tables (render them from the tables, or allow one with a reason in scripts/table-figures.ts):\n${formatRestated(restated)}`,
    );
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const full = args.includes("--full") || process.env.MUTATION_FULL === "1";
  const filter = args.find((a) => !a.startsWith("--")) ?? "";
  const allTables = readdirSync(tablesDir)
    .filter((f) => f.endsWith(".ts") && !SKIP_FILES.has(f))
    .map((f) => path.join(tablesDir, f));
  const files = allTables.filter((f) => path.basename(f).includes(filter));
  const perFile = files.map((file) => ({ file, mutants: mutantsOf(file) }));
  const testHashes = Object.fromEntries(
    [...listFiles(testsDir).filter((f) => f.endsWith(".test.ts")), ...ASSISTANT_TESTS]
      .sort()
      .map((f) => [rel(f), hashOf(f)]),
  );
  const engine = engineHash(new Set(allTables));
  const record = readRecord();
  // A filtered run is a full pass over its files and leaves the record alone.
  const plan = planRun(perFile, record, engine, testHashes, full || filter !== "");
  const mutants = plan.todo.map((t) => t.m);
  const total = perFile.reduce((n, t) => n + t.mutants.length, 0);
  console.log(`${mutants.length} of ${total} mutants to run: ${plan.reason}.`);
  const killers = new Map<Mutant, string>();
  if (mutants.length === 0) {
    writeRecord(perFile, [], killers, record, engine, testHashes);
    return;
  }
  const state: { current: Mutant | null } = { current: null };
  const started = Date.now();

  const vitest = await createVitest(
    "test",
    {
      config: false,
      root,
      include: ["lib/tax/__tests__/**/*.test.ts", ...ASSISTANT_TESTS.map(rel)],
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
  const engineFiles = [...listEngineFiles(path.join(root, "lib/tax")), ...assistantSources()];
  // Vitest's watcher hands this set to the workers, which drop those modules before the next run (the
  // same path a file change takes in watch mode); without it a non-isolated worker keeps old tables.
  const workerInvalidates = (vitest as unknown as { watcher: { invalidates: Set<string> } }).watcher.invalidates;
  /** Runs the tests against `m`: "killed", or the number of tests that passed (all of them for a survivor). */
  const runOnce = async (m: Mutant | null): Promise<"killed" | number> => {
    state.current = m;
    for (const f of files) vitest.invalidateFile(f);
    for (const f of engineFiles) workerInvalidates.add(f);
    const result = await vitest.runTestSpecifications(specs);
    const failed = result.testModules.find((t) => !t.ok());
    if (result.unhandledErrors.length > 0 || failed) {
      if (m) killers.set(m, failed ? rel(failed.moduleId) : "*");
      return "killed";
    }
    let passed = 0;
    for (const t of result.testModules) for (const _ of t.children.allTests("passed")) passed++;
    return passed;
  };
  let testsTotal = 0;
  // A run cut short by the previous run's bail can report "ok" with tests skipped: a mutant survives only
  // when every test ran and passed, confirmed by a second run.
  const run = async (m: Mutant | null): Promise<boolean> => {
    let confirmed = 0;
    for (let attempt = 0; attempt < 5 && confirmed < 2; attempt++) {
      const r = await runOnce(m);
      if (r === "killed") return false;
      if (m === null) testsTotal = Math.max(testsTotal, r);
      if (r === testsTotal) confirmed++;
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
    if ((i + 1) % 50 === 0)
      process.stderr.write(`  ${i + 1}/${mutants.length} mutants, ${survivors.length} surviving\n`);
  }
  await run(null);
  await vitest.close();

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${mutants.length} mutants of ${files.length} table files in ${seconds} s: ${mutants.length - survivors.length} killed, ${survivors.length} survived.`,
  );
  for (const m of survivors) console.log(`  SURVIVED ${describe(m)}`);
  if (survivors.length > 0) process.exit(1);
  if (filter === "") writeRecord(perFile, plan.todo, killers, record, engine, testHashes);
  process.exit(0);
}

/** Every mutant of every table was killed: keeps the killers found now, and the recorded ones of the mutants not rerun. */
function writeRecord(
  perFile: { file: string; mutants: Mutant[] }[],
  ran: { m: Mutant; index: number }[],
  killers: Map<Mutant, string>,
  previous: MutationRecord | null,
  engine: string,
  tests: Record<string, string>,
): void {
  const rerun = new Map(ran.map((t) => [t.m, t.index]));
  const killedBy: MutationRecord["killedBy"] = {};
  for (const { file, mutants } of perFile) {
    const byTest: Record<string, number[]> = {};
    const add = (test: string, index: number) => (byTest[test] ??= []).push(index);
    const old = new Map<number, string>();
    for (const [test, indexes] of Object.entries(previous?.killedBy[rel(file)] ?? {}))
      for (const i of indexes) old.set(i, test);
    mutants.forEach((m, index) => {
      const test = rerun.has(m) ? killers.get(m) : old.get(index);
      if (!test) throw new Error(`no killer recorded for ${describe(m)}`);
      add(test, index);
    });
    killedBy[rel(file)] = Object.fromEntries(Object.entries(byTest).sort(([a], [b]) => a.localeCompare(b)));
  }
  const tables = Object.fromEntries(perFile.map(({ file }) => [rel(file), hashOf(file)]));
  const record: MutationRecord = { version: RECORD_VERSION, engine, tables, tests, killedBy };
  writeFileSync(
    recordFile,
    JSON.stringify(record, null, 1).replace(
      /\[\n\s+([\d,\s]+?)\n\s+\]/g,
      (_, list: string) => `[${list.replace(/\s+/g, "")}]`,
    ) + "\n",
  );
  console.log(`Record written: ${rel(recordFile)} (commit it with the tables and tests it describes).`);
}

await main();
