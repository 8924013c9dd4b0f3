"use client";

import Link from "next/link";
import { spriteSvg } from "@/components/icons/sprite-icon";
import type { SpriteIconName } from "@/components/icons/sprite-icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export type FeatureCardData = {
  key: string;
  route: string;
  icon: SpriteIconName;
  title: string;
  summary: string;
  allowed: boolean;
};

export type FeatureCardTexts = { locked: string; open: string; upgrade: string };

/**
 * The tools' cards of the dashboard, drawn from data (feature-cards.tsx translates them): one client component and a
 * list of strings in the page's payload instead of fourteen cards of elements (docs/performance.md, "Signed-in pages").
 */
export function FeatureCardGrid({ cards, texts }: { cards: FeatureCardData[]; texts: FeatureCardTexts }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ key, route, icon: name, title, summary, allowed }) => (
        <Card
          key={key}
          className={cn("gap-3 py-4", !allowed && "bg-muted/50")}
          data-testid={`feature-${key}`}
          data-locked={!allowed}
        >
          <CardHeader className="px-4">
            <CardTitle className="flex items-center gap-2 text-base">
              {spriteSvg(name, { className: allowed ? "size-5 text-primary" : "size-5 text-muted-foreground" })}
              <h3>{title}</h3>
              {allowed
                ? null
                : spriteSvg("lock-keyhole", {
                    className: "text-muted-foreground ml-auto size-4",
                    "aria-label": texts.locked,
                  })}
            </CardTitle>
          </CardHeader>
          <CardContent className={cn("px-4 text-sm", allowed ? "text-muted-foreground" : "text-muted-foreground/90")}>
            {summary}
          </CardContent>
          <CardFooter className="px-4">
            {allowed ? (
              <Button asChild size="sm" variant="outline">
                <Link href={route}>{texts.open}</Link>
              </Button>
            ) : (
              <Button asChild size="sm">
                <Link href="/subscription">{texts.upgrade}</Link>
              </Button>
            )}
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
