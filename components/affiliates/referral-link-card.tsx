"use client";

import { Share2Icon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { CopyButton } from "@/components/app-shell/copy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

type Texts = {
  title: string;
  description: string;
  copy: string;
  copied: string;
  share: string;
  whatsApp: string;
  shareText: string;
};

const noSubscribe = () => () => {};

/** The referral link with copy ('Link copiado!'), the system share sheet where the browser has one, and WhatsApp. */
export function ReferralLinkCard({ link, texts }: { link: string; texts: Texts }) {
  // navigator.share exists only in the browser (and not in every one): false on the server, then the truth.
  const canShare = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator.share === "function",
    () => false,
  );
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${texts.shareText} ${link}`)}`;
  const share = async () => {
    try {
      await navigator.share({ title: texts.title, text: texts.shareText, url: link });
    } catch {
      // Dismissed by the user: nothing to do.
    }
  };
  return (
    <Card aria-labelledby="referral-link-title" role="region">
      <CardHeader>
        <h2 id="referral-link-title" className="text-lg leading-none font-semibold">
          {texts.title}
        </h2>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Input
          readOnly
          value={link}
          aria-label={texts.title}
          data-testid="referral-link"
          className="font-mono text-xs sm:text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <CopyButton value={link} label={texts.copy} copiedMessage={texts.copied} />
          {canShare ? (
            <Button type="button" variant="outline" size="sm" onClick={share}>
              <Share2Icon aria-hidden="true" />
              {texts.share}
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <a href={whatsApp} target="_blank" rel="noopener noreferrer">
              {texts.whatsApp}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
