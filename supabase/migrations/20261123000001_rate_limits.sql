-- Rate-limit counters shared by every app instance (rate-limiter-flexible's Drizzle store, lib/db/rate-limits.ts).
-- One row per limited key (prefixed with its rule's name): the points counted and when its window ends. Before
-- this table the counters lived in each process's memory, so two instances each allowed the full limit.
create table public.rate_limits (
  key text primary key,
  points integer not null,
  expire timestamptz
);

-- The store deletes expired rows hourly by this column.
create index rate_limits_expire_idx on public.rate_limits (expire);

alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;
grant all on public.rate_limits to service_role;
-- No policies: client roles have no grants; the server counts on the owner connection.
