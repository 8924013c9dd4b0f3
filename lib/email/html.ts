/** Text for an HTML e-mail body or attribute: the five characters HTML gives meaning to become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
