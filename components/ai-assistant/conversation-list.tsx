import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ConversationListItem } from "@/lib/ai/history";
import { DeleteConversationButton } from "./delete-conversation-button";

/** Past conversations, newest first: open one (?c=id) or delete it. */
export function ConversationList({
  conversations,
  currentId,
}: {
  conversations: ConversationListItem[];
  currentId: string | null;
}) {
  const t = useTranslations("aiAssistant.history");
  const format = useFormatter();
  return (
    <section aria-labelledby="ai-history" className="grid min-w-0 grid-cols-1 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="ai-history" className="text-base font-semibold">
          {t("title")}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link href="/ai-assistant">
            <PlusIcon aria-hidden="true" />
            {t("new")}
          </Link>
        </Button>
      </div>
      {conversations.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1" data-testid="conversation-list">
          {conversations.map((c) => (
            <li key={c.id} className="flex min-w-0 items-center gap-1">
              <Link
                href={`/ai-assistant?c=${c.id}`}
                aria-current={c.id === currentId ? "page" : undefined}
                className="hover:bg-muted aria-[current=page]:bg-muted min-w-0 flex-1 rounded-md px-2 py-1.5 text-sm"
              >
                <span className="block truncate font-medium">{c.title}</span>
                <span className="text-muted-foreground block text-xs">
                  {format.dateTime(new Date(c.updatedAt), { dateStyle: "short", timeStyle: "short" })}
                </span>
              </Link>
              <DeleteConversationButton
                id={c.id}
                title={c.title}
                redirectTo={c.id === currentId ? "/ai-assistant" : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
