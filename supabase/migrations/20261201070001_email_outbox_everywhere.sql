-- The app's own e-mails (payment notices, digests, the notice of a sign-up with an address already in use) go
-- through SMTP_URL, or, without it, into local.email_outbox (lib/email/send.ts). The outbox came only from our local
-- shim (supabase/local/bootstrap.sql), which a Supabase project never runs: there, an e-mail without SMTP_URL failed
-- its whole request. The same table on every database; a no-op where the shim made it.

create schema if not exists local;
create table if not exists local.email_outbox (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  created_at timestamptz not null default now()
);
alter table local.email_outbox enable row level security;
comment on table local.email_outbox is
  'E-mails the app kept instead of sending (no SMTP_URL): read at /dev/outbox (development, or ENABLE_DEV_OUTBOX=true for administrators).';
revoke all on schema local from anon, authenticated;
revoke all on all tables in schema local from anon, authenticated;
