import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AssistantChat } from "@/components/ai-assistant/assistant-chat";
import { ConversationList } from "@/components/ai-assistant/conversation-list";
import { RelatedTools } from "@/components/ai-assistant/related-tools";
import { gatePage } from "@/components/plans/page-gate";
import { UsageMeter } from "@/components/plans/usage-meter";
import { Badge } from "@/components/ui/badge";
import { KNOWLEDGE_BASE, SUGGESTED_QUESTION_IDS } from "@/lib/ai/basic/knowledge-base";
import { loadAssistantPage } from "@/lib/ai/page-data";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("aiAssistant");
  return { title: t("title") };
}

const SUGGESTED = SUGGESTED_QUESTION_IDS.map((id) => KNOWLEDGE_BASE.find((e) => e.id === id)?.question ?? id);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function AiAssistantPage({ searchParams }: Props) {
  const t = await getTranslations("aiAssistant");
  const header = <PageHeader title={t("title")} subtitle={t("description")} />;
  const gate = await gatePage("/ai-assistant", { feature: t("title"), header });
  if (gate.locked) return gate.locked;
  const { user } = gate;
  const { c } = await searchParams;
  const data = await loadAssistantPage(user.claims, typeof c === "string" ? c : undefined);
  return (
    <div className="grid gap-6">
      {header}
      {data.mode === "basic" ? (
        <p className="text-sm" data-testid="basic-mode">
          <Badge variant="secondary" className="mr-2">
            {t("modeBasic.label")}
          </Badge>
          <span className="text-muted-foreground">{t("modeBasic.description")}</span>
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <AssistantChat
          key={data.conversationId}
          conversationId={data.conversationId}
          initialMessages={data.messages}
          suggested={SUGGESTED}
        />
        <aside className="grid min-w-0 grid-cols-1 content-start gap-6">
          {data.quota ? <UsageMeter kind="aiQuestions" used={data.quota.used} max={data.quota.max} /> : null}
          <ConversationList conversations={data.conversations} currentId={data.isNew ? null : data.conversationId} />
          <RelatedTools />
        </aside>
      </div>
    </div>
  );
}

export default withClientMessages("(app)/ai-assistant/page", AiAssistantPage);
