"use server";

import { revalidatePath } from "next/cache";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { isApiKeyLimitReached } from "@/lib/db/errors";
import { withRls } from "@/lib/db/rls";
import { countActiveApiKeys, createApiKey, MAX_ACTIVE_KEYS, revokeApiKey } from "./keys";
import { apiKeyNameSchema } from "./schema";

/** Settings › Integrações: a new key, whose secret this answer carries once and nothing stores. */
export const createApiKeyAction = userAction(
  {
    schema: apiKeyNameSchema,
    feature: "apiAccess",
    rateLimit: [{ name: "api-key-create", limit: 20, key: (_, ctx) => ctx.profile.id }],
  },
  async ({ input, ctx }) => {
    const created = await withRls(ctx.claims, async (tx) => {
      if ((await countActiveApiKeys(tx, ctx.claims.sub)) >= MAX_ACTIVE_KEYS) return null;
      return createApiKey(tx, ctx.claims.sub, input.name);
    }).catch((error: unknown) => {
      // A parallel creation got there first: the database's own limit (trigger api_keys_active_limit).
      if (isApiKeyLimitReached(error)) return null;
      throw error;
    });
    if (!created) return fail("conflict", "api.keys.errors.tooMany");
    revalidatePath(SETTINGS_PAGES.integrations);
    return ok({ secret: created.secret, prefix: created.key.prefix });
  },
);

export const revokeApiKeyAction = userAction(
  { schema: z.uuid(), invalid: "api.keys.errors.notFound" },
  async ({ input: id, ctx }) => {
    if (!(await withRls(ctx.claims, (tx) => revokeApiKey(tx, ctx.claims.sub, id))))
      return fail("not_found", "api.keys.errors.notFound");
    revalidatePath(SETTINGS_PAGES.integrations);
    return ok(undefined);
  },
);
