import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A GET form of list filters: the values live in the URL, so a filtered page can be reloaded and shared. */
export async function FilterBar({
  action,
  label,
  children,
}: {
  action: string;
  label: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations("adminOps.common");
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className="grid items-end gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap"
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit">{t("filter")}</Button>
        <Link href={action} className={cn(buttonVariants({ variant: "ghost" }))}>
          {t("clear")}
        </Link>
      </div>
    </form>
  );
}

/** Label over a control, for the filter bar. */
export function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5 lg:min-w-40">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
