import "server-only";
import type { SqlExecutor } from "./executor";

/**
 * A start with the sandbox switched off (a production start without PAYMENTS_PROVIDER=sandbox) ends every subscription
 * the built-in sandbox provider still holds open: its "payments" were never money, and with the sandbox off nothing
 * would ever renew or end them, so a plan paid with "Simular pagamento" on a demo or staging data dir would stay
 * active for good. Each is set expired (no next charge); a profile whose access came from one falls back to
 * 'expired' unless another provider's subscription is active; each change is in the audit log. Returns how many ended.
 */
export async function expireSandboxSubscriptions(db: SqlExecutor): Promise<number> {
  const rows = await db.query<{ id: string }>(`
    with ended as (
      update public.subscriptions
         set status = 'expired', next_due_date = null, cancel_at_period_end = false,
             current_period_end = case when current_period_end is null then null else least(current_period_end, now()) end,
             updated_at = now()
       where provider = 'sandbox' and status in ('active', 'overdue', 'pending')
      returning id, user_id, status as was
    ), paid as (
      select distinct e.user_id from ended e
       where exists (select 1 from public.subscriptions s where s.id = e.id and s.current_period_end is not null)
         and not exists (select 1 from public.subscriptions s where s.user_id = e.user_id and s.provider <> 'sandbox' and s.status = 'active')
    ), profiles_ended as (
      update public.profiles p set subscription_status = 'expired', updated_at = now()
        from paid where p.id = paid.user_id and p.user_type = 'subscriber'
      returning p.id
    ), referrals_ended as (
      update public.referrals r set status = 'cancelado'
        from profiles_ended pe where r.referred_user_id = pe.id and r.status <> 'cancelado'
      returning r.id
    ), logged as (
      insert into public.audit_log (actor_id, action, target, details)
      select null, 'billing.sandbox.expired', 'subscription:' || e.id, jsonb_build_object('user', e.user_id, 'from', e.was, 'reason', 'sandbox_off')
        from ended e
      returning id
    )
    select id from ended`);
  return rows.length;
}
