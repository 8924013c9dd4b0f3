/** The e-mail an erased account keeps in auth: unique, reveals nothing, can never receive mail (.invalid, RFC 2606). */
export function erasedEmail(userId: string): string {
  return `conta-excluida-${userId}@excluida.invalid`;
}
