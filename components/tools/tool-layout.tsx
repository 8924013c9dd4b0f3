import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";

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

/** A label/value grid for result figures. */
export function Figures({ items }: { items: { label: string; value: string; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="font-semibold tabular-nums" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
