/**
 * The Supabase Auth double's mail: instead of sending, each message is kept with its link rendered from the e-mail
 * templates that docs/deploy-supabase.md (step "E-mail templates") tells an operator to paste into the project, so
 * a test follows exactly the link a user would get. tests/unit/deploy-supabase-doc.test.ts checks that the guide
 * still carries these very lines.
 */

export type MailKind = "confirmation" | "recovery" | "email_change";

/** The href of each template's link, in Go template syntax as the Supabase dashboard takes it. */
export const TEMPLATE_LINKS: Record<MailKind, string> = {
  confirmation: "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=email&next=/dashboard",
  recovery: "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=recovery&next=/reset-password",
  email_change: "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=email_change&next=/profile",
};

export type Mail = {
  to: string;
  kind: MailKind;
  /** The six-digit code ({{ .Token }}). */
  otp: string;
  tokenHash: string;
  /** The template's link, rendered. */
  link: string;
  sentAt: Date;
};

export type Mailer = {
  outbox: Mail[];
  send(to: string, kind: MailKind, otp: string, tokenHash: string): void;
  /** The newest message to this address (of this kind), or undefined. */
  latest(to: string, kind?: MailKind): Mail | undefined;
};

export function createMailer(siteUrl: string): Mailer {
  const outbox: Mail[] = [];
  const site = siteUrl.replace(/\/$/, "");
  return {
    outbox,
    send(to, kind, otp, tokenHash) {
      const link = TEMPLATE_LINKS[kind].replace("{{ .SiteURL }}", site).replace("{{ .TokenHash }}", tokenHash);
      outbox.push({ to, kind, otp, tokenHash, link, sentAt: new Date() });
    },
    latest(to, kind) {
      const address = to.toLowerCase();
      return outbox.findLast((m) => m.to === address && (!kind || m.kind === kind));
    },
  };
}
