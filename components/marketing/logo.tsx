import { cn } from "@/lib/utils";
import { LogoMark } from "./logo-mark";

/** Mark plus product name, for headers and footers. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight whitespace-nowrap", className)}>
      <LogoMark />
      <span className="text-base sm:text-lg">{name}</span>
    </span>
  );
}
