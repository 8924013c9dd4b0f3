import { z } from "zod";
import { cnpjSchema, emailSchema, passwordSchema, validationKeys as K } from "@/lib/br/zod";
import { OFFICE_ROLES } from "@/lib/db/enums";

// Client-safe input schemas of the office's forms, shared by the forms (resolver) and the actions.

/** The office's own data: name and, optionally, its CNPJ. */
export const officeFormSchema = z.object({
  name: z.string().trim().min(1, K.required).max(120, "office.errors.nameTooLong"),
  cnpj: z.union([z.literal("").transform(() => null), cnpjSchema]),
});
export type OfficeFormValues = z.input<typeof officeFormSchema>;
export type OfficeInput = z.output<typeof officeFormSchema>;

/** A member invited by a socio: their e-mail and role. */
export const inviteMemberSchema = z.object({
  email: emailSchema,
  role: z.enum(OFFICE_ROLES, { message: "office.errors.roleInvalid" }),
});
export type InviteMemberValues = z.input<typeof inviteMemberSchema>;

/** A client company's owner invited to a login limited to that company. */
export const inviteClientSchema = z.object({ email: emailSchema });
export type InviteClientValues = z.input<typeof inviteClientSchema>;

/** A member's role and, for an analista, whether they work on every client. */
export const memberAccessSchema = z.object({
  role: z.enum(OFFICE_ROLES, { message: "office.errors.roleInvalid" }),
  allClients: z.boolean(),
});
export type MemberAccess = z.output<typeof memberAccessSchema>;

/** The analyst assigned to a client, or none. */
export const assignmentSchema = z.object({ analystId: z.union([z.uuid(), z.literal("").transform(() => null)]) });

/**
 * The link's token: 32 random bytes in base64url (43 characters). Anything else is refused before any lookup, so a
 * malformed address costs no database work.
 */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Creating the account from an invitation: the e-mail is the invitation's, so only a name and a password. */
export const invitationSignUpSchema = z
  .object({
    name: z.string().trim().min(1, K.required).max(120),
    password: passwordSchema,
    confirmPassword: z.string().min(1, K.required),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "auth.errors.passwordMismatch" });
    }
  });
export type InvitationSignUpValues = z.input<typeof invitationSignUpSchema>;
