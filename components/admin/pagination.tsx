import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Previous / next links that keep the list's filters in the URL (`?page=` is the only thing that changes). */
export async function AdminPagination({
  basePath,
  params,
  page,
  pageCount,
}: {
  basePath: string;
  params: Record<string, string | undefined>;
  page: number;
  pageCount: number;
}) {
  const t = await getTranslations("adminOps.common");
  const hrefOf = (target: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...params, page: target > 1 ? String(target) : undefined }).filter((e): e is [string, string] =>
        Boolean(e[1]),
      ),
    );
    const text = query.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  const link = (target: number, label: string, rel: string) =>
    target >= 1 && target <= pageCount ? (
      <Link href={hrefOf(target)} rel={rel} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
        {label}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-50")}
      >
        {label}
      </span>
    );
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm">
        {t("pageOf", { page: Math.min(page, pageCount), count: pageCount })}
      </p>
      <div className="flex gap-2">
        {link(page - 1, t("previous"), "prev")}
        {link(page + 1, t("next"), "next")}
      </div>
    </nav>
  );
}
