import { useTranslations } from "next-intl";
import { TOOLS, type ToolKey } from "@/lib/tools/catalogue";

/** Title and one-line explanation of a tool page (the catalogue's title and description messages). */
export function ToolPageHeader({ tool }: { tool: ToolKey }) {
  const t = useTranslations();
  const { title, description } = TOOLS[tool].messages;
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t(title)}</h1>
      <p className="text-muted-foreground">{t(description)}</p>
    </div>
  );
}
