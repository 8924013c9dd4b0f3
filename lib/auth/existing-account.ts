import "server-only";
import { sendEmail } from "@/lib/email/send";
import { accountExistsEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";

/**
 * A sign-up with an e-mail that already has an account answers like a new one ("Cadastro realizado! Verifique seu
 * e-mail"), so the page never tells who has an account here; the owner gets this e-mail instead, with the way in.
 * Sent before answering, as the welcome e-mail of a new account is, so both take about the same time.
 */
export async function notifyExistingAccount(email: string): Promise<void> {
  await sendEmail(accountExistsEmail(email, `${env().APP_URL}/forgot-password`));
}
