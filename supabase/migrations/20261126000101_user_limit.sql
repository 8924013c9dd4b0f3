-- The admin's user limit (system setting max_users, default 5000, lib/settings/definitions.ts) enforced where
-- accounts are made, not only asked by the sign-up actions beforehand: two sign-ups at the same moment could both
-- see one place left. Every new profile (every auth user gets one, 20261120000006_signup.sql) waits for the
-- others being made, counts the accounts and is refused with SQLSTATE TCU01 once they reach the limit; the sign-up
-- then fails as a whole, its auth user included. The operator's own paths (creating an administrator, seeding the
-- demo accounts) are not sign-ups: they set tributo.user_limit = 'off' for their transaction.

create or replace function public.profiles_enforce_user_limit() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  raw text;
  user_limit bigint;
  accounts bigint;
begin
  if coalesce(current_setting('tributo.user_limit', true), '') = 'off' then
    return new;
  end if;
  -- One account made at a time, until the transaction that makes it ends: the count below sees every other.
  perform pg_advisory_xact_lock(hashtext('public.profiles_enforce_user_limit'));
  select setting_value into raw from public.system_settings where setting_key = 'max_users';
  raw := coalesce(btrim(raw), '5000');
  -- The settings form accepts only whole numbers; anything else is read as no limit, as the app reads it.
  if raw !~ '^[0-9]{1,12}$' then
    return new;
  end if;
  user_limit := raw::bigint;
  select count(*) into accounts from public.profiles;
  if accounts >= user_limit then
    raise exception using errcode = 'TCU01', message = 'user limit reached',
      detail = format('%s accounts, limit %s (system setting max_users)', accounts, user_limit);
  end if;
  return new;
end
$$;
comment on function public.profiles_enforce_user_limit() is
  'Refuses a new profile (and so the sign-up) once the accounts reach the max_users setting (SQLSTATE TCU01).';
revoke execute on function public.profiles_enforce_user_limit() from public, anon, authenticated;

create trigger profiles_enforce_user_limit before insert on public.profiles
  for each row execute function public.profiles_enforce_user_limit();
