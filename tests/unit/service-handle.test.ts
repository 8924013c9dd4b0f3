import { describe, expectTypeOf, it } from "vitest";
import type { applySnapshot } from "@/lib/billing/apply";
import type { subscriptionsToSync } from "@/lib/billing/reconcile-queries";
import type { writeAuditLog } from "@/lib/db/admin";
import type { AnonDb, AuditDb, Db, OwnerDb, RlsDb, ServiceDb } from "@/lib/db/handles";
import type { getLastJobRun } from "@/lib/db/job-runs";
import type { listRecipients } from "@/lib/notifications/recipients";

// Privilege in the types: the service-only readers and writers take the service-role handle, which only
// runWithServiceRole (lib/db/admin.ts) creates, so a user's RLS transaction, the anon one, the owner connection or a
// plain Db cannot be passed by mistake. This file is checked by `tsc --noEmit`: an `@ts-expect-error` that no longer
// errors (a writer widened back to Db) fails the type check.

type Handle<F> = F extends (tx: infer T, ...rest: never[]) => unknown ? T : never;

declare const handles: { service: ServiceDb; rls: RlsDb; anon: AnonDb; owner: OwnerDb; plain: Db };

describe("the service handle", () => {
  it("is the only handle the service-only functions accept", () => {
    const apply = (tx: Handle<typeof applySnapshot>) => tx;
    const sweep = (tx: Handle<typeof subscriptionsToSync>) => tx;
    const recipients = (tx: Handle<typeof listRecipients>) => tx;
    const lastRun = (tx: Handle<typeof getLastJobRun>) => tx;
    const check = (tx: ServiceDb) => [apply(tx), sweep(tx), recipients(tx), lastRun(tx)];
    void check;
    const refused = () => {
      // @ts-expect-error a user's RLS transaction is not the service handle
      apply(handles.rls);
      // @ts-expect-error the anon transaction neither
      sweep(handles.anon);
      // @ts-expect-error nor the owner connection, on which no role is set
      recipients(handles.owner);
      // @ts-expect-error nor a plain Db
      lastRun(handles.plain);
    };
    void refused;
    expectTypeOf<RlsDb>().not.toExtend<Handle<typeof applySnapshot>>();
    expectTypeOf<ServiceDb>().toExtend<Handle<typeof applySnapshot>>();
  });

  it("cannot be made from another handle without the privileged module", () => {
    const made = () => {
      // @ts-expect-error the brand is private to lib/db/handles.ts: only a cast in lib/db/admin.ts makes one
      const service: ServiceDb = handles.plain;
      // @ts-expect-error an RLS transaction does not turn into one either
      const fromRls: ServiceDb = handles.rls;
      return [service, fromRls];
    };
    void made;
  });

  it("the audit log takes a service or an administrator's RLS transaction, never the owner connection", () => {
    const audit = (tx: Handle<typeof writeAuditLog>) => tx;
    const check = (tx: AuditDb) => [audit(tx), audit(handles.service), audit(handles.rls)];
    void check;
    const refused = () => {
      // @ts-expect-error the owner connection bypasses RLS with no role: not an audited writer
      audit(handles.owner);
      // @ts-expect-error nor a plain Db
      audit(handles.plain);
    };
    void refused;
  });
});
