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
