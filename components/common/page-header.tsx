/** A page's heading and the line under it, as every signed-in and back-office page opens. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}
