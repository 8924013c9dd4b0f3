import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

// Queries on PGlite as named prepared statements, each sent in one call. PGlite's own query() makes six calls into
// its WebAssembly for every statement (parse, describe, bind, describe, execute, sync) and has PostgreSQL parse and
// plan the text each time; here a statement is parsed and described once, under a name, and each query after that is
// bind, describe, execute and sync in one message, as a PostgreSQL driver pipelines them (postgres.js prepares its
// statements on a server the same way). docs/performance.md ("Signed-in pages") has the measurements.
//
// What PGlite's query() does and this keeps: the transaction mutex around a query outside a transaction and the query
// mutex around every one, its serializers chosen by the parameter types PostgreSQL describes, its parsers for the rows,
// the error thrown with the query and its parameters, and the sync to the file system outside a transaction.
// PostgreSQL plans a prepared statement again when a table, a function, the search path or the role it depends on
// changes, so row-level security and migrations behave as with unnamed statements.

const { serialize } = protocol;

/**
 * Statements kept prepared per database: the app sends a few hundred distinct texts at most (drizzle's `in (...)` lists
 * make one text per length). Past this many, a new text runs as an unnamed statement, parsed on every call.
 */
export const MAX_PREPARED_STATEMENTS = 400;

/** PostgreSQL's answer when a table a prepared statement reads changed the statement's columns (a migration). */
function planChanged(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "0A000" && typeof message === "string" && message.startsWith("cached plan must not change result");
}

type Statement = { name: string; paramTypes: number[] };

/** One statement of a run: its text and parameters. */
export type Step = { text: string; params: unknown[] };

/** What runs a query: PGlite itself, or one of its transactions (which holds the transaction mutex already). */
export type QueryRunner = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** The options only PGlite's own query() handles: a blob for COPY, parameter types, serializers of the call. */
function needsPgliteQuery(options: QueryOptions | undefined): boolean {
  return Boolean(options?.blob || options?.paramTypes || options?.serializers);
}

/** The error as PGlite's query() throws it: PostgreSQL's, with the query, its parameters and options attached. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && "code" in error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

export type PreparedQueries = ReturnType<typeof createPreparedQueries>;

/**
 * Where a PGlite keeps its set: a registered symbol, the same in every bundle (proxy.ts and the pages each have their
 * own copy of this module, and a module-level map in each would name two sets' statements alike).
 */
const QUERIES = Symbol.for("tributo-certo.pglite-prepared-queries");

/**
 * The query functions of a PGlite with its prepared statements: `query` for the database, `inTransaction(tx)` for a
 * transaction's. One set per PGlite, whoever asks: the names of its statements live in its one PostgreSQL session.
 */
export function preparedQueries(pg: PGlite): PreparedQueries {
  const holder = pg as PGlite & { [QUERIES]?: PreparedQueries };
  return (holder[QUERIES] ??= hasQueryInternals(pg) ? createPreparedQueries(pg) : pgliteOwnQueries(pg));
}

/**
 * What this module calls on a PGlite beyond its documented API: its mutexes and its ready check (underscore methods
 * of @electric-sql/pglite 0.5), and the protocol calls. Not a contract: an upgrade may rename them.
 */
const QUERY_INTERNALS = [
  "_checkReady",
  "_runExclusiveTransaction",
  "_runExclusiveQuery",
  "execProtocolStream",
  "syncToFs",
] as const;

/** Whether this PGlite has every method the prepared path calls. */
export function hasQueryInternals(pg: PGlite): boolean {
  const methods = pg as unknown as Record<string, unknown>;
  return QUERY_INTERNALS.every((name) => typeof methods[name] === "function");
}

/**
 * The fail-safe set, for a PGlite without those methods: its own query() and transaction(), slower (every text
 * parsed and planned on every call) and otherwise the same. Said once in the server's log, at its first query.
 */
export function pgliteOwnQueries(pg: PGlite): PreparedQueries {
  console.warn(
    "[db] PGlite lacks the methods lib/db/pglite-statements.ts calls (" +
      QUERY_INTERNALS.join(", ") +
      "): its own query() is used, without prepared statements.",
  );
  return {
    query: (text, params = [], options) => pg.query(text, params, options),
    batch: (steps) =>
      pg.transaction(async (tx) => {
        const results: Results<unknown>[] = [];
        for (const step of steps) results.push(await tx.query(step.text, step.params));
        return results;
      }),
    inTransaction:
      (tx) =>
      (text, params = [], options) =>
        tx.query(text, params, options),
    statementCount: () => 0,
  };
}

/** A set of its own, with its own limit: for preparedQueries, and for the tests of the limit. */
export function createPreparedQueries(pg: PGlite, limit = MAX_PREPARED_STATEMENTS) {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  let named = 0;

  /** Parses and describes a text under a new name; unnamed past the limit, unless `mustName` (a batch's texts). */
  async function describe(text: string, mustName = false): Promise<Statement> {
    const name = statements.size < limit || mustName ? `tc_stmt_${++named}` : "";
    try {
      const messages = await pg.execProtocolStream(
        concat([serialize.parse({ text, name }), serialize.describe({ type: "S", name }), serialize.sync()]),
        { syncToFs: false },
      );
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      if (name) statements.set(text, statement);
      return statement;
    } catch (error) {
      if (name) toClose.push(name);
      throw error;
    }
  }

  function bind(statement: Statement, params: unknown[]): Uint8Array[] {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index];
      const serializer = type === undefined ? undefined : pg.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    return [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    ];
  }

  /** The steps in one message ending in one sync: outside a transaction, PostgreSQL runs them as one. */
  async function run(steps: Step[], options: QueryOptions | undefined, inTransaction: boolean) {
    let current: Step | undefined;
    try {
      const prepared: Statement[] = [];
      for (const step of steps) {
        current = step;
        prepared.push(statements.get(step.text) ?? (await describe(step.text, steps.length > 1)));
      }
      const parts = toClose.splice(0).map((name) => serialize.close({ type: "S", name }));
      steps.forEach((step, index) => parts.push(...bind(prepared[index], step.params)));
      parts.push(serialize.sync());
      current = undefined;
      let messages;
      try {
        messages = await pg.execProtocolStream(concat(parts), { syncToFs: false });
      } catch (error) {
        if (planChanged(error)) {
          steps.forEach((step, index) => {
            statements.delete(step.text);
            if (prepared[index].name) toClose.push(prepared[index].name);
          });
        }
        throw error;
      }
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options);
    } catch (error) {
      const step = current ?? steps[steps.length - 1];
      throw withQuery(error, step.text, step.params, options);
    }
  }

  /** Outside a transaction a failed run did nothing, so one that met a changed table runs again, prepared anew. */
  async function outsideTransaction(steps: Step[], options: QueryOptions | undefined) {
    await pg._checkReady();
    const once = () => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(steps, options, false)));
    return once().catch((error: unknown) => {
      if (planChanged(error)) return once();
      throw error;
    });
  }

  const query: QueryRunner = async (text, params = [], options) => {
    if (needsPgliteQuery(options)) return pg.query(text, params, options);
    // In a transaction (inTransaction below) an error aborts it, as it would on a PostgreSQL server.
    return (await outsideTransaction([{ text, params }], options))[0];
  };

  /**
   * Several statements in one call and one implicit transaction: the first's `set_config(..., true)` holds for the
   * ones after it and ends with them, and an error rolls them all back. Each one's result, in order.
   */
  const batch = (steps: Step[]): Promise<Results<unknown>[]> => outsideTransaction(steps, undefined);

  /** The same for a transaction's queries: it holds the transaction mutex until it ends. */
  function inTransaction(tx: { query: QueryRunner; readonly closed: boolean }): QueryRunner {
    return async (text, params = [], options) => {
      if (needsPgliteQuery(options)) return tx.query(text, params, options);
      if (tx.closed) throw new Error("Transaction is closed");
      return (await pg._runExclusiveQuery(() => run([{ text, params }], options, true)))[0];
    };
  }

  return { query, batch, inTransaction, statementCount: () => statements.size };
}
