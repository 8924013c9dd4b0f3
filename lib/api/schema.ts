import { z } from "zod";

/** The name of a new API key (client-safe: the settings form and the action share it). */
export const apiKeyNameSchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(60, "api.keys.errors.nameTooLong"),
});
export type ApiKeyNameValues = z.input<typeof apiKeyNameSchema>;
