/** The page an address asks for (`?pagina=2`, `?pagamentos=2`): 1 for anything but a whole number from 1 to 99.999. */
export function pageOf(param: string | string[] | undefined): number {
  return typeof param === "string" && /^[1-9]\d{0,4}$/.test(param) ? Number(param) : 1;
}
