"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { PasswordInput } from "@/components/forms/password-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  confirmTotpEnrolmentAction,
  disableTotpAction,
  startTotpEnrolmentAction,
} from "@/lib/account/security-actions";
import { confirmTotpSchema, disableTotpSchema, startTotpSchema } from "@/lib/auth/schema";
import { Form } from "@/components/forms/form";

type Props = { enabled: boolean; recoveryCodesLeft: number | null; recoveryCodesSupported: boolean };
type Enrolment = { factorId: string; secret: string; qr: string };

/** Segurança › two-factor authentication: off → QR code and first code → recovery codes shown once → on. */
export function TwoFactorPanel({ enabled, recoveryCodesLeft, recoveryCodesSupported }: Props) {
  const t = useTranslations("security.twoFactor");
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const finish = () => {
    setRecoveryCodes(null);
    setEnrolment(null);
    router.refresh();
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} supported={recoveryCodesSupported} onDone={finish} />;

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={enabled ? "default" : "secondary"} data-testid="two-factor-status">
          {enabled ? t("on") : t("off")}
        </Badge>
        {enabled && recoveryCodesLeft !== null ? (
          <span className="text-muted-foreground">{t("recoveryLeft", { count: recoveryCodesLeft })}</span>
        ) : null}
      </p>
      {enabled ? (
        <DisableForm />
      ) : enrolment ? (
        <EnrolmentSteps enrolment={enrolment} onConfirmed={(codes) => setRecoveryCodes(codes)} />
      ) : (
        <StartForm onStarted={setEnrolment} />
      )}
    </div>
  );
}

/** The password again, then the QR code: a session alone does not choose whose authenticator guards the account. */
function StartForm({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const t = useTranslations("security.twoFactor");
  const auth = useTranslations("auth");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: startTotpSchema,
    defaultValues: { currentPassword: "" },
    action: startTotpEnrolmentAction,
    fallbackMessage: t("startErrorTitle"),
    onSuccess: onStarted,
  });
  return (
    <Form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
      {failure ? (
        <FormAlert
          title={t("startErrorTitle")}
          message={fieldError("currentPassword") === failure ? undefined : failure}
        />
      ) : null}
      <FormField id="totp-start-password" label={t("currentPassword")} error={fieldError("currentPassword")} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={auth("showPassword")}
          hideLabel={auth("hidePassword")}
          {...form.register("currentPassword")}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="h-auto min-h-9 justify-self-start whitespace-normal">
        {pending ? t("starting") : t("enable")}
      </Button>
    </Form>
  );
}

function EnrolmentSteps({ enrolment, onConfirmed }: { enrolment: Enrolment; onConfirmed: (codes: string[]) => void }) {
  const t = useTranslations("security.twoFactor");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: confirmTotpSchema,
    defaultValues: { factorId: enrolment.factorId, code: "" },
    action: confirmTotpEnrolmentAction,
    // A wrong code is told once, by the inline alert beside the field (no toast repeating it).
    fallbackMessage: t("errorTitle"),
    onSuccess: ({ recoveryCodes }) => {
      toast.success(t("enabled"));
      onConfirmed(recoveryCodes);
    },
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("scan")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server; nothing to optimise */}
      <img
        src={enrolment.qr}
        alt={t("qrAlt")}
        width={200}
        height={200}
        className="rounded-md border bg-white"
        data-testid="totp-qr"
      />
      <div className="grid gap-1 text-sm">
        <span>{t("manual")}</span>
        <code className="bg-muted rounded px-2 py-1 font-mono text-xs break-all" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </div>
      <Form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
        <p className="text-sm">{t("enterCode")}</p>
        {/* The field already carries the message: the alert gives the title only, so it is read once. */}
        {failure ? (
          <FormAlert title={t("errorTitle")} message={fieldError("code") === failure ? undefined : failure} />
        ) : null}
        <FormField id="totp-confirm-code" label={t("code")} error={fieldError("code")} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...form.register("code")} />
        </FormField>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? t("confirming") : t("confirm")}
        </Button>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes, supported, onDone }: { codes: string[]; supported: boolean; onDone: () => void }) {
  const t = useTranslations("security.twoFactor");
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast.success(t("recoveryCopied"));
  };
  return (
    <div className="grid gap-3" role="status">
      {supported ? (
        <>
          <h4 className="font-semibold">{t("recoveryTitle")}</h4>
          <p className="text-muted-foreground text-sm">{t("recoveryDescription")}</p>
          <ul className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2" data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button type="button" variant="outline" onClick={copy} className="justify-self-start">
            {t("recoveryCopy")}
          </Button>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t("recoveryUnsupported")}</p>
      )}
      <Button type="button" onClick={onDone} className="justify-self-start">
        {t("recoveryDone")}
      </Button>
    </div>
  );
}

function DisableForm() {
  const t = useTranslations("security.twoFactor");
  const auth = useTranslations("auth");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: disableTotpSchema,
    defaultValues: { code: "", currentPassword: "" },
    action: disableTotpAction,
    fallbackMessage: t("disableErrorTitle"),
    onSuccess: () => {
      toast.success(t("disabled"));
      form.reset();
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
      <h4 className="font-semibold">{t("disableTitle")}</h4>
      <p className="text-muted-foreground text-sm">{t("disableDescription")}</p>
      {failure ? (
        <FormAlert
          title={t("disableErrorTitle")}
          message={fieldError("code") === failure || fieldError("currentPassword") === failure ? undefined : failure}
        />
      ) : null}
      <FormField id="totp-disable-password" label={t("currentPassword")} error={fieldError("currentPassword")} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={auth("showPassword")}
          hideLabel={auth("hidePassword")}
          {...form.register("currentPassword")}
        />
      </FormField>
      <FormField id="totp-disable-code" label={t("disableCode")} error={fieldError("code")} required>
        <Input autoComplete="one-time-code" maxLength={20} {...form.register("code")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
        {pending ? t("disabling") : t("disable")}
      </Button>
    </Form>
  );
}
