import "server-only";
import { and, eq } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import type { OwnerDb } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import { officeClientUsers, offices, profiles } from "@/lib/db/schema";
import { createBatch } from "@/lib/office/batches";
import { enqueueBatch, requestRecompute } from "@/lib/office/jobs";

/**
 * Right after the demo office is seeded (./office.ts): its portfolio's figures are computed and the client login's
 * company gets its decision record, shared, through the queue as the office would (as its titular, not the service
 * role), so the demo shows the cockpit and the client's "ciente" from the first visit.
 */
export async function startDemoOfficeWork(db: OwnerDb, titularEmail: string): Promise<void> {
  const found = await runWithServiceRole(db, async (tx) => {
    const [office] = await tx
      .select({ id: offices.id, ownerId: offices.ownerId })
      .from(offices)
      .innerJoin(profiles, eq(profiles.id, offices.ownerId))
      .where(eq(profiles.email, titularEmail));
    if (!office) return null;
    const [link] = await tx
      .select({ companyId: officeClientUsers.companyId })
      .from(officeClientUsers)
      .where(and(eq(officeClientUsers.officeId, office.id)));
    return { office, companyId: link?.companyId ?? null };
  });
  if (!found) return;
  await requestRecompute(found.office);
  if (!found.companyId) return;
  const claims = { sub: found.office.ownerId, role: "authenticated" as const };
  const batch = await runWithRls(db, claims, (tx) =>
    createBatch(tx, {
      officeId: found.office.id,
      userId: found.office.ownerId,
      kind: "decision",
      share: true,
      companyIds: [found.companyId!],
    }),
  );
  if (batch) await enqueueBatch(found.office.ownerId, batch.itemIds);
}
