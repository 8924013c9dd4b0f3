import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";

// Figures lives in its own file so a page that shows figures without this layout (the public calculators) does not
// take the whole "tools" namespace of client texts with it (tests/unit/client-messages.test.ts reads imports).
export { Figures } from "./figures";

/** Form on the left, result on the right (stacked on small screens). */
export function ToolLayout({
  form,
  result,
  formTitle,
}: {
  form: React.ReactNode;
  result: React.ReactNode | null;
  formTitle: string;
}) {
  const t = useTranslations("tools");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <TitledCard title={formTitle}>{form}</TitledCard>
      <div className="grid min-w-0 gap-4" aria-live="polite">
        {result ?? (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">
            {t("resultPlaceholder")}
          </p>
        )}
      </div>
    </div>
  );
}
