-- Admin insight: /admin/analytics counts the reports generated per period, as it counts
-- simulations (which admins already read, simulations_admin_read). Admins read report rows (kind, title, status),
-- never their files (report_files stays owner-only).

create policy reports_admin_read on public.reports
  for select to authenticated using ((select public.is_admin()));
