/** First-party cookie holding an affiliate ref for 30 days (set on /register and /plans visits with ?ref=). */
export const REFERRAL_COOKIE = "tc_ref";
