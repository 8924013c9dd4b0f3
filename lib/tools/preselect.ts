/**
 * The company a tool opens on when the address names none: the account's only company, so an owner with one
 * company starts from its data instead of an empty form. With several (an accountant's clients) nobody is guessed,
 * and any query (?empresa= from the picker's 'Digitar os dados', inputs carried from a public calculator) keeps
 * the form as asked.
 */
export function onlyCompanyId(
  query: Record<string, string | string[] | undefined>,
  companies: readonly { id: string }[],
): string | undefined {
  if (Object.keys(query).length > 0) return undefined;
  return companies.length === 1 ? companies[0].id : undefined;
}
