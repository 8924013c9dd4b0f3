import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { runWithRls } from "@/lib/db/rls";
import { describeOnEachDatabase, failureOf, type TestDb, type TestUser } from "../helpers/db";

// What Supabase's REST API may write as `authenticated` (20261126000501_rest_grants.sql): the
// statements below are what a signed-in user could send through PostgREST, run with the same role and claims.

const as = (env: TestDb, user: TestUser, statement: ReturnType<typeof sql>) =>
  failureOf(() => runWithRls(env.db, user.claims, (tx) => tx.execute(statement)));
const hex = (n: number) => `\\x${"ab".repeat(n)}`;

describeOnEachDatabase("REST grants and checks", (ctx) => {
  it("a saved simulation: the title and the company may change, the engine's result may not", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "enterprise" });
    const [sim] = await env.exec.query<{ id: string }>(
      "insert into public.simulations (user_id, title, simulation_type, result, savings) values ($1, 'Comparativo', 'fiscal', '{}', 100) returning id",
      [user.id],
    );
    expect(await as(env, user, sql`update public.simulations set title = 'Novo nome' where id = ${sim.id}`)).toBeNull();
    for (const column of [
      "result = '{\"total\": 1}'::jsonb",
      "savings = 999999",
      "input = '{}'::jsonb",
      "status = 'error'",
      "year = 2030",
    ]) {
      expect(
        await as(env, user, sql.raw(`update public.simulations set ${column} where id = '${sim.id}'`)),
        column,
      ).toMatch(/permission denied/);
    }
  });

  it("no direct insert of a report PDF, nor of a logo; the office name alone is inserted", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "enterprise" });
    const [report] = await env.exec.query<{ id: string }>(
      "insert into public.reports (user_id, title, type, status) values ($1, 'Relatório', 'simulation', 'processing') returning id",
      [user.id],
    );
    expect(
      await as(
        env,
        user,
        sql`insert into public.report_files (report_id, user_id, content, size_bytes, sha256) values (${report.id}, ${user.id}, '\\x25504446'::bytea, 4, repeat('a', 64))`,
      ),
    ).toMatch(/permission denied/);
    expect(
      await as(
        env,
        user,
        sql`insert into public.report_branding (user_id, office_name, logo, logo_mime, logo_width, logo_height) values (${user.id}, 'Escritório', '\\x89504e47'::bytea, 'image/png', 1, 1)`,
      ),
    ).toMatch(/permission denied/);
    expect(
      await as(
        env,
        user,
        sql`insert into public.report_branding (user_id, office_name) values (${user.id}, 'Escritório')`,
      ),
    ).toBeNull();
    // The logo's size is checked by the database too (LOGO_MAX_BYTES, 512 KiB); a PDF's between 1 byte and 20 MB.
    expect(
      await failureOf(() =>
        env.exec.query(
          "insert into public.report_files (report_id, user_id, content, size_bytes, sha256) values ($1, $2, ''::bytea, 0, repeat('a', 64))",
          [report.id, user.id],
        ),
      ),
    ).toMatch(/report_files_size/);
    const tooBig = await failureOf(() =>
      env.exec.query(
        `update public.report_branding set logo = '${hex(524_289)}'::bytea, logo_mime = 'image/png', logo_width = 1, logo_height = 1 where user_id = $1`,
        [user.id],
      ),
    );
    expect(tooBig).toMatch(/violates check constraint/);
    expect(tooBig).toMatch(/report_branding_logo_check/);
  });

  it("API keys: only the four columns of a new key, and at most 10 active per user, enforced by the database", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "enterprise" });
    const key = (i: number) =>
      sql`insert into public.api_keys (user_id, name, prefix, key_hash) values (${user.id}, ${`Chave ${i}`}, ${`tc_live_${String(i).padStart(4, "0")}`}, ${i.toString(16).padStart(64, "0")})`;
    expect(
      await as(
        env,
        user,
        sql`insert into public.api_keys (user_id, name, prefix, key_hash, last_used_at) values (${user.id}, 'X', 'tc_live_xxxx', ${"f".repeat(64)}, now())`,
      ),
    ).toMatch(/permission denied/);
    for (let i = 1; i <= 10; i++) expect(await as(env, user, key(i))).toBeNull();
    expect(await as(env, user, key(11))).toMatch(/at most 10 active API keys/);
    await env.exec.query("update public.api_keys set revoked_at = now() where user_id = $1 and name = 'Chave 1'", [
      user.id,
    ]);
    expect(await as(env, user, key(12))).toBeNull();
  });

  it("CPF/CNPJ in their stored form only", async () => {
    const env = ctx();
    const user = await env.createUser();
    expect(await as(env, user, sql`update public.profiles set cpf_cnpj = ${"<script>"} where id = ${user.id}`)).toMatch(
      /profiles_cpf_cnpj_format/,
    );
    expect(await as(env, user, sql`update public.profiles set cpf_cnpj = '1234' where id = ${user.id}`)).toMatch(
      /profiles_cpf_cnpj_format/,
    );
    expect(
      await as(env, user, sql`update public.profiles set cpf_cnpj = '52998224725' where id = ${user.id}`),
    ).toBeNull();
    expect(
      await as(env, user, sql`update public.profiles set cpf_cnpj = '12ABC34501DE35' where id = ${user.id}`),
    ).toBeNull();
  });

  it("a logo only through the server; a report never marked completed by its owner", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "enterprise" });
    expect(
      await as(
        env,
        user,
        sql`insert into public.report_branding (user_id, office_name) values (${user.id}, 'Escritório')`,
      ),
    ).toBeNull();
    expect(
      await as(env, user, sql`update public.report_branding set office_name = 'Outro nome' where user_id = ${user.id}`),
    ).toBeNull();
    for (const column of [
      "logo = '\\x89504e47'::bytea",
      "logo_mime = 'image/png'",
      "logo_width = 1",
      "logo_height = 1",
    ]) {
      expect(
        await as(env, user, sql.raw(`update public.report_branding set ${column} where user_id = '${user.id}'`)),
        column,
      ).toMatch(/permission denied/);
    }

    const [report] = await env.exec.query<{ id: string }>(
      "insert into public.reports (user_id, title, type, status) values ($1, 'Relatório', 'simulation', 'error') returning id",
      [user.id],
    );
    expect(
      await as(env, user, sql`update public.reports set status = 'processing', error = null where id = ${report.id}`),
    ).toBeNull();
    expect(await as(env, user, sql`update public.reports set status = 'completed' where id = ${report.id}`)).toMatch(
      /row-level security/,
    );
    expect(
      await as(
        env,
        user,
        sql`insert into public.reports (user_id, title, type, status) values (${user.id}, 'Forjado', 'period', 'completed')`,
      ),
    ).toMatch(/row-level security/);
  });
});
