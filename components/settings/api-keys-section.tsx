import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ApiKeyDto } from "@/lib/api/keys";
import { formatDate, formatDateTime } from "@/lib/br/date";
import { CreateApiKeyForm } from "./create-api-key-form";
import { RevokeApiKeyButton } from "./revoke-api-key-button";
import { TextLink } from "@/components/ui/text-link";

/** /settings/integracoes: the public API's keys (Enterprise), or what unlocks them. */
export async function ApiKeysSection({ allowed, keys }: { allowed: boolean; keys: ApiKeyDto[] }) {
  const t = await getTranslations("api.keys");
  return (
    <Card aria-labelledby="api-keys-title" role="region">
      <CardHeader>
        <h2 id="api-keys-title" className="text-lg leading-none font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{allowed ? t("description") : t("locked")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {allowed ? (
          <>
            <CreateApiKeyForm revokedPrefixes={keys.filter((key) => key.revokedAt).map((key) => key.prefix)} />
            {keys.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("empty")}</p>
            ) : (
              <Table>
                <TableCaption className="sr-only">{t("caption")}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("name")}</TableHead>
                    <TableHead>{t("prefix")}</TableHead>
                    <TableHead>{t("createdAt")}</TableHead>
                    <TableHead>{t("lastUsed")}</TableHead>
                    <TableHead>{t("status")}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t("revoke")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {keys.map((key) => (
                    <TableRow key={key.id} data-testid="api-key-row">
                      <TableCell className="font-medium">{key.name}</TableCell>
                      <TableCell className="font-mono text-xs">{key.prefix}…</TableCell>
                      <TableCell>{formatDate(key.createdAt)}</TableCell>
                      <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t("never")}</TableCell>
                      <TableCell>
                        <Badge variant={key.revokedAt ? "secondary" : "default"}>
                          {key.revokedAt ? t("revokedStatus") : t("active")}
                        </Badge>
                      </TableCell>
                      <TableCell className="text-right">
                        {key.revokedAt ? null : (
                          <RevokeApiKeyButton
                            id={key.id}
                            label={t("revokeLabel", { name: key.name })}
                            button={t("revoke")}
                            texts={{
                              title: t("revokeTitle", { name: key.name }),
                              description: t("revokeDescription"),
                              cancel: t("cancel"),
                              confirm: t("revokeConfirm"),
                              done: t("revoked"),
                              failed: t("errors.notFound"),
                            }}
                          />
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <TextLink href="/api-docs" className="text-sm">
              {t("docs")}
            </TextLink>
          </>
        ) : (
          <Button asChild variant="outline" className="w-fit">
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
