import type * as React from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = { title: React.ReactNode; contentClassName?: string } & React.ComponentProps<typeof Card>;

/** A card whose title is the section's h2 (so the page outline stays right). */
export function TitledCard({ title, contentClassName, children, ...card }: Props) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
