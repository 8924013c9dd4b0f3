-- Office invitations (20261201060001_office.sql), two gaps found in review:
--
-- 1. A revoked invitation could be opened again: the socios' update policy checked only the office, so
--    `update office_invitations set revoked_at = null` (the column is granted for revoking) brought a dead link back
--    to life, and unrecorded (the record logs revocations only). Revoking is now one way: only an open invitation is
--    updated, and only to revoked.
-- 2. An invitation outlived its author's right to send it: a socio about to be removed could invite a second address
--    of their own as socio and come back through it after the removal. When a member leaves, is removed, or stops
--    being a socio, the invitations they sent that are still open are revoked (recorded as revocations by whoever
--    made the change).

drop policy office_invitations_revoke_socio on public.office_invitations;
create policy office_invitations_revoke_socio on public.office_invitations
  for update to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio'
         and accepted_at is null and revoked_at is null)
  with check (office_id = (select public.my_office_id()) and revoked_at is not null and accepted_at is null);

create or replace function public.office_members_revoke_invitations() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (old.role <> 'socio' or new.role = 'socio') then
    return null;
  end if;
  -- invited_by is null when the author's account was deleted (on delete set null ran first): those links go too.
  update public.office_invitations
     set revoked_at = now()
   where office_id = old.office_id
     and (invited_by = old.user_id or invited_by is null)
     and accepted_at is null and revoked_at is null;
  return null;
end
$$;
comment on function public.office_members_revoke_invitations() is
  'Revokes the open invitations of a member who left the office, was removed or is no longer a socio.';
revoke execute on function public.office_members_revoke_invitations() from public, anon, authenticated;

create trigger office_members_revoke_invitations after update of role or delete on public.office_members
  for each row execute function public.office_members_revoke_invitations();
