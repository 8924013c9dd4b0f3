import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { OfficeRole } from "@/lib/db/enums";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import type { TestDb, TestUser } from "./db";

// Offices arranged for the integration tests: the titular on an "Escritório" plan opens the office through the policies
// (as the app does), members and clients are arranged through the owner connection unless a test is about how.

export type TestOffice = { id: string; owner: TestUser };

/** Puts the user on a plan by slug (any plan, the "Escritório" bands included). */
export async function setPlan(env: TestDb, user: TestUser, slug: string): Promise<void> {
  await env.exec.query(
    `update public.profiles set subscription_status = $2,
       plan_id = (select id from public.subscription_plans where slug = $2) where id = $1`,
    [user.id, slug],
  );
}

/** A titular on `plan` who opens an office as role authenticated (the insert policy and its trigger run). */
export async function openOffice(env: TestDb, plan = "escritorio-50", name = "Contábil Exemplo"): Promise<TestOffice> {
  const owner = await env.createUser({ metadata: { name: "Titular" } });
  await setPlan(env, owner, plan);
  const id = randomUUID();
  await runWithRls(env.db, owner.claims, (tx) => tx.insert(t.offices).values({ id, ownerId: owner.id, name }));
  return { id, owner };
}

export async function addMember(
  env: TestDb,
  office: TestOffice,
  role: OfficeRole,
  options: { allClients?: boolean; name?: string } = {},
): Promise<TestUser> {
  const user = await env.createUser({ metadata: { name: options.name ?? `Membro ${role}` } });
  await env.db
    .insert(t.officeMembers)
    .values({ officeId: office.id, userId: user.id, role, allClients: options.allClients ?? false });
  return user;
}

/** A client company of the office, arranged as the owner connection; assigned to `analyst` when given. */
export async function addClient(env: TestDb, office: TestOffice, name: string, analyst?: TestUser): Promise<string> {
  const id = randomUUID();
  await env.db.insert(t.companies).values({ id, userId: office.owner.id, officeId: office.id, name });
  if (analyst)
    await env.db.insert(t.officeAssignments).values({ companyId: id, officeId: office.id, analystId: analyst.id });
  return id;
}

/** Runs fn as the user (role authenticated, their claims): the policies apply. */
export function as<T>(env: TestDb, user: TestUser, fn: (tx: Db) => Promise<T>): Promise<T> {
  return runWithRls(env.db, user.claims, fn);
}
