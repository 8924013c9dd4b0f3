import { useTranslations } from "next-intl";
import { TOOLS, type ToolKey } from "@/lib/tools/catalogue";
import { PageHeader } from "@/components/common/page-header";

/** Title and one-line explanation of a tool page (the catalogue's title and description messages). */
export function ToolPageHeader({ tool }: { tool: ToolKey }) {
  const t = useTranslations();
  const { title, description } = TOOLS[tool].messages;
  return <PageHeader title={t(title)} subtitle={t(description)} />;
}
