-- Admin insight: a record of background job runs, so /system-status can say when the payment
-- reconcile last ran and how it ended. Written and read by the server only (service_role): no client role gets
-- a grant, so a signed-in user (even an admin, who sees the result through the status page) cannot read or
-- forge a run.

create table public.job_runs (
  id bigint generated always as identity primary key,
  name text not null check (name ~ '^[a-z0-9_.:-]{1,64}$'),
  started_at timestamptz not null,
  finished_at timestamptz,
  outcome text not null default 'running' check (outcome in ('running', 'ok', 'partial', 'skipped', 'error')),
  summary jsonb not null default '{}',
  check (finished_at is null or finished_at >= started_at),
  check ((outcome = 'running') = (finished_at is null))
);
alter table public.job_runs enable row level security;
comment on table public.job_runs is 'One row per run of a background job (e.g. billing.reconcile); service role only.';
comment on column public.job_runs.name is 'The job, as a dotted name: billing.reconcile.';
comment on column public.job_runs.outcome is
  'running until it ends; ok (nothing failed), partial (some items failed or the provider quota stopped it), '
  'skipped (another run held the lock), error (the run itself threw).';
comment on column public.job_runs.summary is 'Counts only (never personal data), e.g. the reconcile report.';
create index job_runs_name_started_idx on public.job_runs (name, started_at desc);

revoke all on public.job_runs from anon, authenticated;
grant all on public.job_runs to service_role;
