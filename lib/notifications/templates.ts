import "server-only";
import { createTranslator } from "next-intl";
import { formatDate, formatIsoDate, formatMonthRef } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { EmailMessage } from "@/lib/email/send";
import type { AlertCode, MonthRef } from "@/lib/insights";
import messages from "@/messages/pt-BR.json";
import { escapeHtml } from "@/lib/email/html";

const t = createTranslator({ locale: "pt-BR", messages, namespace: "notifications.email" });
const rules = createTranslator({ locale: "pt-BR", messages, namespace: "insights.alerts.rules" });

/** Paragraphs, an optional bullet list and a link; the footer says where to turn these e-mails off. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
  items: string[] = [],
): EmailMessage {
  const footer = t("footer");
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
    (items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "") +
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` +
    `<p>${escapeHtml(t("signature"))}</p><p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const text = [...paragraphs, ...items.map((i) => `• ${i}`), link.href, t("signature"), footer].join("\n\n");
  return { to, subject, text, html };
}

const greeting = (name: string) =>
  name.trim() ? t("greeting", { name: name.trim().split(/\s+/)[0] }) : t("greetingNoName");

type PaymentEmailArgs = [to: string, name: string, appUrl: string, payment: { value: number; dueDate: string }];

/** A payment confirmed or overdue: its amount and due date, and a link to Configurações, where the plan is. */
function paymentEmail(kind: "paymentConfirmed" | "paymentOverdue", ...[to, name, appUrl, payment]: PaymentEmailArgs) {
  const body = t(`${kind}.body`, { value: formatBrl(payment.value), due: formatDate(payment.dueDate) });
  return compose(to, t(`${kind}.subject`), [greeting(name), body], {
    href: `${appUrl}/settings`,
    label: t(`${kind}.button`),
  });
}

export const paymentConfirmedEmail = (...args: PaymentEmailArgs): EmailMessage =>
  paymentEmail("paymentConfirmed", ...args);

export const paymentOverdueEmail = (...args: PaymentEmailArgs): EmailMessage => paymentEmail("paymentOverdue", ...args);

export type DigestFinding = {
  code: AlertCode;
  companyId: string;
  companyName: string;
  deadline: MonthRef;
  deadlineDate?: string;
  /** A finding of an imported declaration (its PA is `deadline`): the item links its reconciliation. */
  declarationId?: string;
};

export function alertDigestEmail(to: string, name: string, appUrl: string, findings: DigestFinding[]): EmailMessage {
  const items = findings.map((f) =>
    (f.code === "reform_option_window" || f.code === "reform_option_cancel") && f.deadlineDate
      ? // The option window's alerts name their last day and the tool that decides it.
        t("alertDigest.windowItem", {
          title: rules(`${f.code}.title`, { date: formatIsoDate(f.deadlineDate) }),
          company: f.companyName,
          link: `${appUrl}/reforma-tributaria?empresa=${f.companyId}`,
        })
      : f.declarationId
        ? t("alertDigest.declarationItem", {
            title: rules(`${f.code}.title`),
            company: f.companyName,
            month: formatMonthRef(f.deadline),
            link: `${appUrl}/companies/${f.companyId}/declaracoes/${f.declarationId}`,
          })
        : t("alertDigest.item", {
            title: rules(`${f.code}.title`),
            company: f.companyName,
            month: formatMonthRef(f.deadline),
          }),
  );
  return compose(
    to,
    t("alertDigest.subject", { count: findings.length }),
    [greeting(name), t("alertDigest.body", { count: findings.length })],
    { href: `${appUrl}/regime-alert`, label: t("alertDigest.button") },
    items,
  );
}

export type MonthlyFigures = { month: string; simulations: number; reports: number; companies: number };

export function monthlySummaryEmail(to: string, name: string, appUrl: string, f: MonthlyFigures): EmailMessage {
  return compose(
    to,
    t("monthlySummary.subject", { month: f.month }),
    [greeting(name), t("monthlySummary.body", { month: f.month })],
    { href: `${appUrl}/dashboard`, label: t("monthlySummary.button") },
    [
      t("monthlySummary.simulations", { count: f.simulations }),
      t("monthlySummary.reports", { count: f.reports }),
      t("monthlySummary.companies", { count: f.companies }),
    ],
  );
}

export type ReformReminderItem = { companyId: string; companyName: string; deadline: string; answer: string };

/** A reform deadline reminder (30, 7 or 1 day before): one deadline, the companies it concerns and each one's answer. */
export function reformDeadlineEmail(
  to: string,
  name: string,
  appUrl: string,
  reminder: { kind: "option" | "cancel"; until: string; daysLeft: number },
  items: ReformReminderItem[],
): EmailMessage {
  const date = formatDate(reminder.until);
  return compose(
    to,
    t(`reformDeadline.subject.${reminder.kind}`, { date, days: reminder.daysLeft }),
    [greeting(name), t(`reformDeadline.body.${reminder.kind}`, { date, days: reminder.daysLeft, count: items.length })],
    { href: `${appUrl}/reforma-tributaria`, label: t("reformDeadline.button") },
    items.map((i) =>
      t("reformDeadline.item", {
        company: i.companyName,
        deadline: i.deadline,
        answer: i.answer,
        link: `${appUrl}/reforma-tributaria?empresa=${i.companyId}`,
      }),
    ),
  );
}
