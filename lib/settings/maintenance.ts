/**
 * Pages that stay up in maintenance mode whoever asks: the admin area and its login (so an admin can get in and
 * switch it off) and static files served from public/ (a name with an extension: icons, robots.txt, sw.js).
 */
export function isMaintenanceExempt(path: string): boolean {
  if (path === "/admin" || path.startsWith("/admin/")) return true;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}
