import { z } from "zod";

/**
 * First-party cookie holding an affiliate ref for 30 days, set when /register opens with ?ref= (the affiliate's link;
 * the price list forwards a ?ref= it arrived with to /register's links, components/billing/register-plan-link.tsx).
 */
export const REFERRAL_COOKIE = "tc_ref";
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** An affiliate code as it arrives in ?ref= (stored upper-case). */
export const referralCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{4,40}$/)
  .transform((ref) => ref.toUpperCase());
