"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionCall } from "@/components/forms/use-action-call";
import { Form } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { startBatchAction } from "@/lib/office/batch-actions";

type Client = { id: string; name: string; decision: "inside" | "outside" | "depends" | null };

/** The batch's kind, whether the clients see the documents, and which clients (all of the view, to start with). */
export function BatchForm({ clients, filtered }: { clients: Client[]; filtered: boolean }) {
  const t = useTranslations("office.batches");
  const router = useRouter();
  const [kind, setKind] = useState<"dossier" | "decision">("dossier");
  const [share, setShare] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(clients.map((c) => c.id)));
  const {
    run: start,
    pending,
    failure,
  } = useActionCall({
    action: startBatchAction,
    fallbackMessage: t("failed"),
    onSuccess: (data: { batchId: string }) => {
      toast.success(t("started", { count: selected.size }));
      router.push(`/escritorio/lotes/${data.batchId}`);
    },
  });
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () => start({ kind, share, companyIds: [...selected] });
  if (clients.length === 0)
    return <p className="text-muted-foreground">{filtered ? t("noneInView") : t("noClients")}</p>;
  return (
    <Form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t("kind")}</legend>
        {(["dossier", "decision"] as const).map((k) => (
          <label key={k} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{t(`kinds.${k}`)}</span>
              <span className="text-muted-foreground block">{t(`kindHelp.${k}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-start gap-2">
        <Checkbox id="batch-share" checked={share} onCheckedChange={(c) => setShare(c === true)} />
        <Label htmlFor="batch-share" className="leading-snug font-normal">
          {t("share")}
        </Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t("clients", { selected: selected.size, total: clients.length })}</legend>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setSelected(new Set(clients.map((c) => c.id)))}
          >
            {t("selectAll")}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setSelected(new Set())}>
            {t("selectNone")}
          </Button>
        </div>
        <ul className="grid max-h-96 gap-1 overflow-y-auto rounded-md border p-2">
          {clients.map((c) => (
            <li key={c.id} className="flex items-center gap-2 text-sm">
              <Checkbox id={`batch-${c.id}`} checked={selected.has(c.id)} onCheckedChange={() => toggle(c.id)} />
              <Label htmlFor={`batch-${c.id}`} className="font-normal">
                {c.name}
                {kind === "decision" && c.decision === null ? (
                  <span className="text-muted-foreground"> · {t("noDecision")}</span>
                ) : null}
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={pending || selected.size === 0} className="justify-self-start">
        {pending ? t("starting") : t("start", { count: selected.size })}
      </Button>
    </Form>
  );
}
