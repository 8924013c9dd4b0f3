import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { ReferralLinkCard } from "./referral-link-card";

/** The affiliate's link, /register?ref=<code> on the public URL, with its copy and share buttons. */
export async function AffiliateLink({ code }: { code: string }) {
  const t = await getTranslations("affiliates");
  const link = `${env().APP_URL}/register?ref=${encodeURIComponent(code)}`;
  return (
    <ReferralLinkCard
      link={link}
      texts={{
        title: t("linkTitle"),
        description: t("linkDescription", { code }),
        copy: t("copy"),
        copied: t("copied"),
        share: t("share"),
        whatsApp: t("shareWhatsApp"),
        shareText: t("shareText"),
      }}
    />
  );
}
