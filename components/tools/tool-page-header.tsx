import { useTranslations } from "next-intl";

/** Title and one-line explanation of a tool page (messages under tools.<ns>.title / .subtitle). */
export function ToolPageHeader({ ns }: { ns: "fiscal" | "labor" | "cltVsPj" | "mei" | "profit" }) {
  const t = useTranslations(`tools.${ns}`);
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("subtitle")}</p>
    </div>
  );
}
