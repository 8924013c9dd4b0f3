import "server-only";
import nodemailer from "nodemailer";
import { getDb, type OwnerDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise (development, embedded mode) stores the message in the
 * development outbox (local.email_outbox), readable at /dev/outbox. Nothing is silently dropped. `options.db` is
 * the database whose outbox receives it (a job's or a test's own handle); the app's by default.
 */
export async function sendEmail(message: EmailMessage, options: { db?: OwnerDb } = {}): Promise<void> {
  const { SMTP_URL, EMAIL_FROM } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: EMAIL_FROM, ...message });
    return;
  }
  const db = options.db ?? (await getDb());
  await db.insert(emailOutbox).values({
    toEmail: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  });
}
