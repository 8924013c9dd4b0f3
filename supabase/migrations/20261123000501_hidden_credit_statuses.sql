-- Hidden credits: the status the user gives each saved estimate (a simulation of type
-- hidden_credits): Disponível, Em análise or Pendente. No row means Pendente. Owner only.

create table public.hidden_credit_statuses (
  simulation_id uuid primary key references public.simulations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pendente' check (status in ('disponivel', 'em_analise', 'pendente')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.hidden_credit_statuses enable row level security;
comment on table public.hidden_credit_statuses is 'User-set status of a saved hidden-credit estimate; absent means pendente.';
comment on column public.hidden_credit_statuses.status is
  'disponivel (ready to claim), em_analise (with the accountant), pendente (not reviewed yet).';
create index hidden_credit_statuses_user_id_idx on public.hidden_credit_statuses (user_id);
create trigger hidden_credit_statuses_updated_at before update on public.hidden_credit_statuses
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
revoke all on public.hidden_credit_statuses from anon, authenticated;
grant all on public.hidden_credit_statuses to service_role;
grant select, insert, delete on public.hidden_credit_statuses to authenticated;
grant update (status) on public.hidden_credit_statuses to authenticated;

create policy hidden_credit_statuses_read_own on public.hidden_credit_statuses
  for select to authenticated using (user_id = (select auth.uid()));
create policy hidden_credit_statuses_insert_own on public.hidden_credit_statuses
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.simulations s
      where s.id = simulation_id and s.user_id = (select auth.uid()) and s.simulation_type = 'hidden_credits')
  );
create policy hidden_credit_statuses_update_own on public.hidden_credit_statuses
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy hidden_credit_statuses_delete_own on public.hidden_credit_statuses
  for delete to authenticated using (user_id = (select auth.uid()));
