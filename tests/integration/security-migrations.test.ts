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
});
