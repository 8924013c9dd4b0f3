/** The company form opened on its reform profile: where every "Falta informar…" of the reform screens leads. */
export const companyProfileHref = (companyId: string) => `/companies?editar=${encodeURIComponent(companyId)}#reforma`;
