import "server-only";
import { createTranslator } from "next-intl";
import messages from "@/messages/pt-BR.json";
import { escapeHtml } from "./html";
import type { EmailMessage } from "./send";

const t = createTranslator({ locale: "pt-BR", messages, namespace: "email" });

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">${body}${button}<p>${escapeHtml(t("signature"))}</p></body></html>`;
}

export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  const lines = [t("greeting", { name }), t("reset.body"), t("reset.expiry")];
  return {
    to,
    subject: t("reset.subject"),
    text: [...lines, link, t("signature")].join("\n\n"),
    html: layout(lines, { href: link, label: t("reset.button") }),
  };
}

export function welcomeEmail(to: string, name: string, link: string): EmailMessage {
  const lines = [t("greeting", { name }), t("welcome.body")];
  return {
    to,
    subject: t("welcome.subject"),
    text: [...lines, link, t("signature")].join("\n\n"),
    html: layout(lines, { href: link, label: t("welcome.button") }),
  };
}

/** To the owner of an e-mail someone tried to register again: the sign-up page answered as if it were new. */
export function accountExistsEmail(to: string, resetLink: string): EmailMessage {
  const lines = [t("accountExists.greeting"), t("accountExists.body"), t("accountExists.action")];
  return {
    to,
    subject: t("accountExists.subject"),
    text: [...lines, resetLink, t("signature")].join("\n\n"),
    html: layout(lines, { href: resetLink, label: t("accountExists.button") }),
  };
}

/** To the owner of an account whose password was got wrong many times: what happened and the way to act. */
export function signInFailuresEmail(to: string, name: string, resetLink: string): EmailMessage {
  const lines = [t("greeting", { name }), t("signInFailures.body"), t("signInFailures.ok"), t("signInFailures.action")];
  return {
    to,
    subject: t("signInFailures.subject"),
    text: [...lines, resetLink, t("signature")].join("\n\n"),
    html: layout(lines, { href: resetLink, label: t("accountExists.button") }),
  };
}

/** To the owner of an account whose second-step code was got wrong several times: the password is known to someone. */
export function secondFactorFailuresEmail(to: string, name: string, resetLink: string): EmailMessage {
  const lines = [t("greeting", { name }), t("secondFactorFailures.body"), t("secondFactorFailures.action")];
  return {
    to,
    subject: t("secondFactorFailures.subject"),
    text: [...lines, resetLink, t("signature")].join("\n\n"),
    html: layout(lines, { href: resetLink, label: t("accountExists.button") }),
  };
}

/** To the new address of an e-mail change: the confirmation link. */
export function emailChangeEmail(to: string, link: string): EmailMessage {
  const lines = [t("accountExists.greeting"), t("emailChange.body"), t("emailChange.expiry")];
  return {
    to,
    subject: t("emailChange.subject"),
    text: [...lines, link, t("signature")].join("\n\n"),
    html: layout(lines, { href: link, label: t("emailChange.button") }),
  };
}

/** To the current address of an e-mail change: what was asked, and the way out if it was not them. */
export function emailChangeNoticeEmail(to: string, newEmail: string, resetLink: string): EmailMessage {
  const lines = [
    t("accountExists.greeting"),
    t("emailChangeNotice.body", { email: newEmail }),
    t("emailChangeNotice.action"),
  ];
  return {
    to,
    subject: t("emailChangeNotice.subject"),
    text: [...lines, resetLink, t("signature")].join("\n\n"),
    html: layout(lines, { href: resetLink, label: t("accountExists.button") }),
  };
}

/** An office's invitation: to its staff (with the role) or to a client company's owner (with the company). */
export function officeInvitationEmail(
  to: string,
  invite: { officeName: string; inviterName: string; role: string | null; companyName: string | null; link: string },
): EmailMessage {
  const purpose = invite.companyName
    ? t("officeInvitation.clientBody", { office: invite.officeName, company: invite.companyName })
    : t("officeInvitation.memberBody", { office: invite.officeName, role: invite.role ?? "" });
  const lines = [
    t("accountExists.greeting"),
    t("officeInvitation.from", { name: invite.inviterName, office: invite.officeName }),
    purpose,
    t("officeInvitation.expiry"),
    t("officeInvitation.ignore"),
  ];
  return {
    to,
    subject: t("officeInvitation.subject", { office: invite.officeName }),
    text: [...lines, invite.link, t("signature")].join("\n\n"),
    html: layout(lines, { href: invite.link, label: t("officeInvitation.button") }),
  };
}

/** To the owner when two-factor authentication was turned on or off: a change they should know of if not theirs. */
export function twoFactorChangedEmail(
  to: string,
  name: string,
  change: "enabled" | "disabled",
  securityLink: string,
): EmailMessage {
  const lines = [t("greeting", { name }), t(`twoFactorChanged.${change}`), t("twoFactorChanged.action")];
  return {
    to,
    subject: t(`twoFactorChanged.subject.${change}`),
    text: [...lines, securityLink, t("signature")].join("\n\n"),
    html: layout(lines, { href: securityLink, label: t("twoFactorChanged.button") }),
  };
}
