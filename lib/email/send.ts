import "server-only";
import nodemailer from "nodemailer";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise (development, embedded mode) stores the message in the
 * development outbox (local.email_outbox), readable at /dev/outbox. Nothing is silently dropped.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const { SMTP_URL, EMAIL_FROM } = env();
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: EMAIL_FROM, ...message });
    return;
  }
  const db = await getDb();
  await db.insert(emailOutbox).values({
    toEmail: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  });
}
