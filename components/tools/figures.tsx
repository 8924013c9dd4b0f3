/**
 * A label/value grid for result figures. The columns follow the width of the card it sits in (a container query),
 * not the window's: two cards side by side in the result column at 1024–1440 px are narrow, and a viewport rule
 * gave them three columns of amounts printed over each other.
 */
export function Figures({ items }: { items: { label: string; value: string; testId?: string }[] }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-1 gap-3 text-sm @3xs:grid-cols-2 @md:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground">{item.label}</dt>
            <dd className="font-semibold break-words tabular-nums" data-testid={item.testId}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
