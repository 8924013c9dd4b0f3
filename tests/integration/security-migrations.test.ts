import { expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";
import { describeOnEachDatabase } from "../helpers/db";

// Data fixed by the fourth security round's migrations, each run again over the state it repairs: the migration's
// row in supabase_migrations is removed, the old state written, and the migrations applied once more.

async function rerun(exec: Parameters<typeof applyMigrations>[0], version: string) {
  await exec.query("delete from supabase_migrations.schema_migrations where version = $1", [version]);
  const report = await applyMigrations(exec);
  expect(report.applied).toEqual([version]);
}

describeOnEachDatabase("security migrations", (ctx) => {
  it("drops a stored require_admin_2fa = 'false', so the production default (on) applies again", async () => {
    const { exec } = ctx();
    await exec.query(
      `insert into public.system_settings (setting_key, setting_value) values ('require_admin_2fa', ' False ')
       on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    );
    await exec.query(
      `insert into public.system_settings (setting_key, setting_value) values ('maintenance_mode', 'false')
       on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    );
    await rerun(exec, "20261201080001");
    const rows = await exec.query<{ setting_key: string }>(
      "select setting_key from public.system_settings where setting_key in ('require_admin_2fa', 'maintenance_mode')",
    );
    expect(rows.map((r) => r.setting_key)).toEqual(["maintenance_mode"]);

    // A stored 'true' is the administrator's choice and stays.
    await exec.query(
      "insert into public.system_settings (setting_key, setting_value) values ('require_admin_2fa', 'true')",
    );
    await rerun(exec, "20261201080001");
    const [kept] = await exec.query<{ setting_value: string }>(
      "select setting_value from public.system_settings where setting_key = 'require_admin_2fa'",
    );
    expect(kept.setting_value).toBe("true");
  });

  it("brings old CPF/CNPJ rows to their stored form and validates the two format checks", async () => {
    const { exec, createUser } = ctx();
    const FORMAT = "^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$";
    const [punctuated, garbage, fine] = [await createUser(), await createUser(), await createUser()];
    // The state before 20261201080002: checks NOT VALID over rows written before them.
    await exec.query("alter table public.profiles drop constraint profiles_cpf_cnpj_format");
    await exec.query("update public.profiles set cpf_cnpj = '529.982.247-25' where id = $1", [punctuated.id]);
    await exec.query("update public.profiles set cpf_cnpj = 'não informado' where id = $1", [garbage.id]);
    await exec.query("update public.profiles set cpf_cnpj = '12ABC34501DE35' where id = $1", [fine.id]);
    await exec.query(
      `alter table public.profiles add constraint profiles_cpf_cnpj_format
         check (cpf_cnpj is null or cpf_cnpj ~ '${FORMAT}') not valid`,
    );
    await exec.query("alter table public.sandbox_customers drop constraint sandbox_customers_cpf_cnpj_format");
    await exec.query(
      `alter table public.sandbox_customers add constraint sandbox_customers_cpf_cnpj_format
         check (cpf_cnpj ~ '${FORMAT}') not valid`,
    );
    await rerun(exec, "20261201080002");
    const documents = await exec.query<{ id: string; cpf_cnpj: string | null }>(
      "select id, cpf_cnpj from public.profiles where id = any($1)",
      [[punctuated.id, garbage.id, fine.id]],
    );
    expect(Object.fromEntries(documents.map((d) => [d.id, d.cpf_cnpj]))).toEqual({
      [punctuated.id]: "52998224725",
      [garbage.id]: null,
      [fine.id]: "12ABC34501DE35",
    });
    const checks = await exec.query<{ conname: string; convalidated: boolean }>(
      `select conname, convalidated from pg_constraint
        where conname in ('profiles_cpf_cnpj_format', 'sandbox_customers_cpf_cnpj_format') order by conname`,
    );
    expect(checks).toEqual([
      { conname: "profiles_cpf_cnpj_format", convalidated: true },
      { conname: "sandbox_customers_cpf_cnpj_format", convalidated: true },
    ]);
  });
});
