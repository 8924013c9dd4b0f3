-- Work in batches: the office selects clients (or a filter of the portfolio) and asks for each one's dossier PDF or
-- its one-page reform decision record; each client is one job on the queue (lib/office/jobs.ts), run with the rights
-- of the member who asked, retried on its own, failing on its own. The documents go to a ZIP and, when the office
-- shares them, to the client's login, where the owner marks a decision record "ciente".

create table public.office_batches (
  id uuid primary key default gen_random_uuid(),
  office_id uuid not null references public.offices (id) on delete cascade,
  created_by uuid not null,
  kind text not null check (kind in ('dossier', 'decision')),
  share_with_clients boolean not null default false,
  total integer not null check (total between 1 and 1000),
  created_at timestamptz not null default now(),
  foreign key (office_id, created_by) references public.office_members (office_id, user_id) on delete cascade
);
alter table public.office_batches enable row level security;
comment on table public.office_batches is 'A batch of documents asked for by a member: one item per client, each a job.';
comment on column public.office_batches.share_with_clients is 'The documents are shown to each client''s login.';
create index office_batches_office_idx on public.office_batches (office_id, created_at desc);

create table public.office_batch_items (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references public.office_batches (id) on delete cascade,
  office_id uuid not null references public.offices (id) on delete cascade,
  company_id uuid references public.companies (id) on delete set null,
  company_name text not null,
  status text not null default 'queued' check (status in ('queued', 'done', 'failed')),
  error text check (error in ('client_gone', 'no_access', 'no_answer', 'render_failed')),
  document_id uuid,
  attempts integer not null default 0,
  updated_at timestamptz not null default now(),
  check ((status = 'failed') = (error is not null)),
  check (status <> 'done' or document_id is not null)
);
alter table public.office_batch_items enable row level security;
comment on table public.office_batch_items is 'One client of a batch: queued, done (its document) or failed (an error code).';
comment on column public.office_batch_items.company_name is 'The client''s name when the batch was asked for (the client may be deleted since).';
create index office_batch_items_batch_idx on public.office_batch_items (batch_id, status);

create table public.office_documents (
  id uuid primary key default gen_random_uuid(),
  office_id uuid not null references public.offices (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  batch_id uuid references public.office_batches (id) on delete set null,
  kind text not null check (kind in ('dossier', 'decision')),
  title text not null check (length(title) between 1 and 200),
  file_name text not null check (length(file_name) between 1 and 200),
  content bytea not null,
  size_bytes integer not null check (size_bytes = length(content) and size_bytes between 1 and 20971520),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  shared boolean not null default false,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Decision records: what was recommended, until when, and the client's "ciente".
  decision text check (decision in ('inside', 'outside', 'depends')),
  deadline date,
  acknowledged_at timestamptz,
  acknowledged_by uuid references public.profiles (id) on delete set null,
  check ((acknowledged_at is null) = (acknowledged_by is null)),
  check (kind = 'decision' or (decision is null and acknowledged_at is null))
);
alter table public.office_documents enable row level security;
comment on table public.office_documents is
  'A PDF the office generated for a client (dossier or decision record); shared ones are shown to the client''s login.';
comment on column public.office_documents.acknowledged_at is 'When the client''s login marked the decision record "ciente".';
create index office_documents_company_idx on public.office_documents (company_id, created_at desc);
create index office_documents_batch_idx on public.office_documents (batch_id);
alter table public.office_batch_items
  add constraint office_batch_items_document_fk foreign key (document_id) references public.office_documents (id) on delete set null;

-- A client's "ciente": set by the server clock, by the client's own login, once.
create or replace function public.office_documents_acknowledge() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if old.acknowledged_at is not null or new.acknowledged_by is distinct from (select auth.uid())
       or new.kind <> 'decision' then
      raise exception 'a decision record is acknowledged once, by the client''s own login: row violates row-level security policy'
        using errcode = '42501';
    end if;
    new.acknowledged_at := now();
  end if;
  return new;
end
$$;
create trigger office_documents_acknowledge before update on public.office_documents
  for each row execute function public.office_documents_acknowledge();
create trigger office_documents_server_timestamps before insert on public.office_documents
  for each row execute function public.server_timestamps();
create trigger office_batches_server_timestamps before insert on public.office_batches
  for each row execute function public.server_timestamps();

-- The record names batches and acknowledgements too.
create or replace function public.office_documents_audit() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.acknowledged_at is not null and old.acknowledged_at is null then
    perform public.office_log_event(new.office_id, 'office_documents.acknowledge', 'company:' || new.company_id,
      jsonb_build_object('document', new.id, 'title', new.title));
  end if;
  return null;
end
$$;
create trigger office_documents_audit after update on public.office_documents
  for each row execute function public.office_documents_audit();

create or replace function public.office_batches_audit() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.office_log_event(new.office_id, 'office_batches.insert', 'batch:' || new.id,
    jsonb_build_object('kind', new.kind, 'total', new.total, 'shared', new.share_with_clients));
  return null;
end
$$;
create trigger office_batches_audit after insert on public.office_batches
  for each row execute function public.office_batches_audit();
revoke execute on function public.office_documents_acknowledge(), public.office_documents_audit(),
  public.office_batches_audit()
  from public, anon, authenticated;

revoke all on public.office_batches, public.office_batch_items, public.office_documents from anon, authenticated;
grant all on public.office_batches, public.office_batch_items, public.office_documents to service_role;
grant select, insert on public.office_batches to authenticated;
grant select, insert on public.office_batch_items to authenticated;
grant update (status, error, document_id, attempts, updated_at) on public.office_batch_items to authenticated;
grant select, insert, delete on public.office_documents to authenticated;
grant update (acknowledged_at, acknowledged_by) on public.office_documents to authenticated;

-- Batches: asked for by the members who change clients, in their own name; the office's members follow them.
create policy office_batches_read on public.office_batches
  for select to authenticated using (office_id = (select public.my_office_id()));
create policy office_batches_insert on public.office_batches
  for insert to authenticated
  with check (office_id = (select public.my_office_id()) and created_by = (select auth.uid())
              and (select public.my_office_role()) in ('socio', 'analista') and public.office_active(office_id));

-- Items: added with their batch by its author, each for a client they change; updated by the job running as them.
create policy office_batch_items_read on public.office_batch_items
  for select to authenticated using (office_id = (select public.my_office_id()));
create policy office_batch_items_insert on public.office_batch_items
  for insert to authenticated
  with check (office_id = (select public.my_office_id()) and public.my_office_edits(company_id)
              and exists (select 1 from public.office_batches b
                           where b.id = batch_id and b.office_id = office_batch_items.office_id
                             and b.created_by = (select auth.uid())));
create policy office_batch_items_update on public.office_batch_items
  for update to authenticated
  using (office_id = (select public.my_office_id())
         and exists (select 1 from public.office_batches b where b.id = batch_id and b.created_by = (select auth.uid())))
  with check (office_id = (select public.my_office_id()));

-- Documents: the staff who see the client read them; those who change it add them; socios remove them. The client's
-- login reads the shared ones of its company and acknowledges its decision records.
create policy office_documents_read_staff on public.office_documents
  for select to authenticated
  using (office_id = (select public.my_office_id())
         and ((select public.my_office_sees_all()) or company_id in (select public.my_assigned_company_ids())));
create policy office_documents_read_client on public.office_documents
  for select to authenticated
  using (shared and company_id in (select public.my_client_company_ids()));
create policy office_documents_insert on public.office_documents
  for insert to authenticated
  with check (office_id = (select public.my_office_id()) and public.my_office_edits(company_id)
              and created_by = (select auth.uid()) and acknowledged_at is null and acknowledged_by is null
              and exists (select 1 from public.companies c
                           where c.id = company_id and c.office_id = office_documents.office_id));
create policy office_documents_delete on public.office_documents
  for delete to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio');
create policy office_documents_acknowledge on public.office_documents
  for update to authenticated
  using (shared and kind = 'decision' and acknowledged_at is null
         and company_id in (select public.my_client_company_ids()))
  with check (acknowledged_by = (select auth.uid()));
