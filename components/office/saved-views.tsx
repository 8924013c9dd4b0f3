"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useMessage } from "@/components/forms/use-message";
import { Form } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { deleteViewAction, saveViewAction } from "@/lib/office/view-actions";
import { TextLink } from "@/components/ui/text-link";

/** The member's saved views (links) and "Salvar esta visão": a name for what is on screen. */
export function SavedViews({
  views,
  search,
}: {
  views: { id: string; name: string; search: string }[];
  search: string;
}) {
  const t = useTranslations("office.views");
  const message = useMessage();
  const router = useRouter();
  const [name, setName] = useState("");
  const [pending, startTransition] = useTransition();
  const run = (
    work: () => Promise<{ ok: boolean; message?: string; values?: Record<string, string | number> }>,
    done: string,
  ) =>
    startTransition(async () => {
      const result = await work();
      if (!result.ok) {
        toast.error(t("failed"), { description: message(result.message as never, result.values) });
        return;
      }
      toast.success(done);
      router.refresh();
    });
  return (
    <section aria-labelledby="views-title" className="grid gap-2">
      <h2 id="views-title" className="text-sm font-semibold">
        {t("title")}
      </h2>
      {views.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => (
            <li key={v.id} className="flex items-center gap-1 rounded-md border pl-3">
              <TextLink tone="plain" href={v.search ? `/escritorio?${v.search}` : "/escritorio"} className="text-sm">
                {v.name}
              </TextLink>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("deleteOf", { name: v.name })}
                disabled={pending}
                onClick={() => run(() => deleteViewAction(v.id), t("deleted"))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => saveViewAction({ name, search }), t("saved", { name }));
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="view-name">{t("name")}</Label>
          <Input
            id="view-name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            className="w-56"
          />
        </div>
        <Button type="submit" variant="outline" disabled={pending || name.trim() === ""}>
          {t("save")}
        </Button>
      </Form>
    </section>
  );
}
