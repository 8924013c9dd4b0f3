import type { getTranslations } from "next-intl/server";
import type { OfficeEventDto } from "@/lib/office/queries";

type Translate = Awaited<ReturnType<typeof getTranslations>>;

const KNOWN = new Set([
  "companies.insert",
  "companies.update",
  "companies.delete",
  "offices.insert",
  "offices.update",
  "office_members.insert",
  "office_members.update",
  "office_members.delete",
  "office_assignments.insert",
  "office_assignments.update",
  "office_assignments.delete",
  "office_invitations.insert",
  "office_invitations.accept",
  "office_invitations.revoke",
  "office_client_users.insert",
  "office_client_users.delete",
  "office_batches.insert",
  "office_documents.acknowledge",
]);

/** Who did it: a member's name; a client's own login (its "ciente", its invitation) as such; else a former member. */
export function describeActor(event: OfficeEventDto, people: Map<string, string>, t: Translate): string {
  if (!event.actorId) return t("system");
  const known = people.get(event.actorId);
  if (known) return known;
  const d = event.details as Record<string, unknown>;
  const client =
    event.action === "office_documents.acknowledge" ||
    (event.action === "office_invitations.accept" && d.kind === "client");
  return client ? t("clientLogin") : t("formerMember");
}

/** One line of the office's record in plain Portuguese: what was done, to what or whom. */
export function describeEvent(
  event: OfficeEventDto,
  lookups: { people: Map<string, string>; names: Map<string, string> },
  translate: { events: Translate; roles: Translate },
): string {
  const t = translate.events;
  const tRoles = translate.roles;
  const d = event.details as Record<string, unknown>;
  const id = event.target?.split(":")[1] ?? "";
  const company = lookups.names.get(id) ?? (typeof d.name === "string" ? d.name : t("removedClient"));
  const person = lookups.people.get(id) ?? t("formerMember");
  const role = typeof d.role === "string" && ["socio", "analista", "leitura"].includes(d.role) ? tRoles(d.role) : "";
  const values = {
    company,
    person,
    role,
    email: typeof d.email === "string" ? d.email : "",
    analyst: typeof d.analyst === "string" ? (lookups.people.get(d.analyst) ?? t("formerMember")) : "",
  };
  const action = event.action.replace(/\./g, "_");
  if (KNOWN.has(event.action)) return t(action, values);
  return t("other", { action: event.action });
}
