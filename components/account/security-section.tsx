import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { describeUserAgent } from "@/lib/auth/user-agent";
import { formatDateTime } from "@/lib/br/date";
import { ChangePasswordForm } from "./change-password-form";
import { RevokeOtherSessionsButton, RevokeSessionButton } from "./session-buttons";
import { TwoFactorPanel } from "./two-factor-panel";

/** /settings/seguranca: password change, active sessions, two-factor authentication. */
export async function SecuritySection({ userId }: { userId: string }) {
  const t = await getTranslations("security");
  const auth = getAuth();
  const jar = await requestCookieJar();
  const [sessions, mfa] = await Promise.all([auth.listSessions(jar, userId), auth.mfaStatus(jar, userId)]);

  const deviceOf = (userAgent: string | null) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t("sessions.deviceOn", { browser, os });
    return browser ?? os ?? t("sessions.unknownDevice");
  };
  const cancel = t("sessions.cancel");
  const failed = t("sessions.failed");

  return (
    <Card aria-labelledby="security-title" role="region">
      <CardHeader>
        <h2 id="security-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section aria-labelledby="security-password-title" className="grid gap-3">
          <div className="grid gap-1">
            <h3 id="security-password-title" className="font-semibold">
              {t("password.title")}
            </h3>
            <p className="text-muted-foreground text-sm">{t("password.description")}</p>
          </div>
          <ChangePasswordForm />
        </section>

        <section aria-labelledby="security-sessions-title" className="grid gap-3">
          <div className="grid gap-1">
            <h3 id="security-sessions-title" className="font-semibold">
              {t("sessions.title")}
            </h3>
            <p className="text-muted-foreground text-sm">
              {sessions.listable ? t("sessions.description") : t("sessions.unlisted")}
            </p>
          </div>
          {sessions.sessions.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("sessions.empty")}</p>
          ) : (
            <ul className="grid gap-2" data-testid="session-list">
              {sessions.sessions.map((session) => {
                const device = deviceOf(session.userAgent);
                return (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
                    data-testid="session-row"
                  >
                    <dl className="grid min-w-0 gap-0.5 text-sm">
                      <div className="flex flex-wrap items-center gap-2">
                        <dt className="sr-only">{t("sessions.device")}</dt>
                        <dd className="flex flex-wrap items-center gap-2 font-medium">
                          {device}
                          {session.current ? <Badge variant="secondary">{t("sessions.current")}</Badge> : null}
                        </dd>
                      </div>
                      <div className="text-muted-foreground flex flex-wrap gap-x-1">
                        <dt>{t("sessions.ip")}:</dt>
                        <dd className="break-all">{session.ip ?? t("sessions.unknownIp")}</dd>
                      </div>
                      <div className="text-muted-foreground flex flex-wrap gap-x-1">
                        <dt>{t("sessions.lastUsed")}:</dt>
                        <dd>{formatDateTime(session.lastUsedAt ?? session.createdAt)}</dd>
                      </div>
                    </dl>
                    {session.current || !sessions.listable ? null : (
                      <RevokeSessionButton
                        id={session.id}
                        label={t("sessions.revokeLabel", { device })}
                        button={t("sessions.revoke")}
                        texts={{
                          title: t("sessions.revokeTitle"),
                          description: t("sessions.revokeDescription"),
                          cancel,
                          confirm: t("sessions.revoke"),
                          done: t("sessions.revokeDone"),
                          failed,
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <RevokeOtherSessionsButton
            button={t("sessions.revokeOthers")}
            texts={{
              title: t("sessions.revokeOthersTitle"),
              description: t("sessions.revokeOthersDescription"),
              cancel,
              confirm: t("sessions.revokeOthers"),
              done: t("sessions.revokeOthersDone"),
              failed,
            }}
          />
        </section>

        <section aria-labelledby="security-2fa-title" className="grid gap-3">
          <div className="grid gap-1">
            <h3 id="security-2fa-title" className="font-semibold">
              {t("twoFactor.title")}
            </h3>
            <p className="text-muted-foreground text-sm">{t("twoFactor.description")}</p>
          </div>
          <TwoFactorPanel
            enabled={mfa.enabled}
            recoveryCodesLeft={mfa.recoveryCodesLeft}
            recoveryCodesSupported={auth.kind === "local"}
          />
        </section>
      </CardContent>
    </Card>
  );
}
