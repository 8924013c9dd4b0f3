-- Sign-up: every new auth user gets a profile, built from the sign-up metadata. The metadata is
-- written by the client, so it is trusted only for personal data: user_type may be 'subscriber' or
-- 'affiliate' (never 'admin'), and the plan is always trial until a payment upgrades it.

-- AF + first three letters of the name (accents folded, padded with X) + 8 hex digits of the id.
create or replace function public.new_affiliate_code(person_name text, user_id uuid) returns text
language plpgsql volatile set search_path = ''
as $$
declare
  letters text := rpad(left(regexp_replace(upper(translate(coalesce(person_name, ''),
    'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
    'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN')), '[^A-Z]', '', 'g'), 3), 3, 'X');
  hex text := upper(replace(user_id::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
  candidate text;
begin
  for i in 0..7 loop
    candidate := 'AF' || letters || substr(hex, 1 + i * 8, 8);
    if not exists (select 1 from public.profiles where affiliate_code = candidate) then
      return candidate;
    end if;
  end loop;
  raise exception 'could not generate a unique affiliate code';
end
$$;

create or replace function public.profiles_assign_affiliate_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_type = 'affiliate' and new.affiliate_code is null then
    new.affiliate_code := public.new_affiliate_code(new.name, new.id);
  end if;
  return new;
end
$$;
create trigger profiles_assign_affiliate_code before insert or update of user_type on public.profiles
  for each row execute function public.profiles_assign_affiliate_code();

create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  person_name text := btrim(coalesce(meta ->> 'name', meta ->> 'full_name', ''));
  kind text := case when meta ->> 'user_type' = 'affiliate' then 'affiliate' else 'subscriber' end;
  document text := nullif(regexp_replace(upper(coalesce(meta ->> 'document', meta ->> 'cpf_cnpj', meta ->> 'cpf', '')),
    '[^0-9A-Z]', '', 'g'), '');
  referral_code text := nullif(upper(btrim(coalesce(meta ->> 'referral_code', meta ->> 'ref', ''))), '');
  referrer uuid;
begin
  if referral_code is not null then
    select id into referrer from public.profiles
    where affiliate_code = referral_code and user_type = 'affiliate';
  end if;

  insert into public.profiles (id, name, email, phone, cpf_cnpj, user_type, referred_by)
  values (new.id, person_name, coalesce(lower(new.email), ''), nullif(btrim(meta ->> 'phone'), ''), document,
          kind, referrer);

  if referrer is not null then
    insert into public.referrals (affiliate_id, referred_user_id, code) values (referrer, new.id, referral_code);
  end if;
  return new;
end
$$;
comment on function public.handle_new_user() is
  'Creates the profile (and the referral, when signed up with an affiliate code) for a new auth user.';

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles set email = coalesce(lower(new.email), '') where id = new.id;
  return new;
end
$$;

drop trigger if exists on_auth_user_email_changed on auth.users;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

revoke execute on function public.new_affiliate_code(text, uuid), public.profiles_assign_affiliate_code(),
  public.handle_new_user(), public.handle_user_email_change() from public, anon, authenticated;
-- The server (service_role) promotes users to affiliate, which assigns a code.
grant execute on function public.new_affiliate_code(text, uuid) to service_role;
