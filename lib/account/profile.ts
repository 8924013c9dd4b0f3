import "server-only";
import { count, eq } from "drizzle-orm";
import { formatCpf, onlyDigits } from "@/lib/br/cpf";
import { formatCnpj } from "@/lib/br/cnpj";
import { maskPhone } from "@/lib/br/phone";
import type { Db } from "@/lib/db/handles";
import { companies, profiles, reports, simulations } from "@/lib/db/schema";

export type ProfileDetails = {
  name: string;
  email: string;
  /** As the phone field shows it: (11) 98765-4321, or "" when none. */
  phone: string;
  /** CPF or CNPJ with only the middle digits visible (•••.456.789-••), or null when none. */
  documentMasked: string | null;
  memberSince: Date;
  stats: { simulations: number; companies: number; reports: number };
};

/** A CPF/CNPJ for display: its formatting, with the first and last digits hidden. */
export function hideDocument(value: string): string {
  const formatted = value.replace(/[^0-9A-Za-z]/g, "").length === 11 ? formatCpf(value) : formatCnpj(value);
  let seen = 0;
  const total = formatted.replace(/[^0-9A-Za-z]/g, "").length;
  return formatted.replace(/[0-9A-Za-z]/g, (c) => {
    seen += 1;
    return seen <= 3 || seen > total - 2 ? "•" : c;
  });
}

/** The signed-in user's profile page. Run inside withRls: the policies decide what is theirs. */
export async function getProfileDetails(db: Db, userId: string): Promise<ProfileDetails | null> {
  const [row] = await db
    .select({
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      document: profiles.cpfCnpj,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return null;
  const countOf = async (table: typeof simulations | typeof companies | typeof reports) =>
    Number((await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0);
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ? maskPhone(onlyDigits(row.phone)) : "",
    documentMasked: row.document ? hideDocument(row.document) : null,
    memberSince: row.createdAt,
    stats: {
      simulations: await countOf(simulations),
      companies: await countOf(companies),
      reports: await countOf(reports),
    },
  };
}

/** Saves name and phone; false when the row is not the user's. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: { name: string; phone: string },
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ name: input.name, phone: input.phone === "" ? null : input.phone })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
