// Fails when anything secret-looking reached the files served to browsers (.next/static).
// Usage: node scripts/check-static-secrets.mjs <canary values...>
import fs from "node:fs";
import path from "node:path";

const root = path.join(process.cwd(), ".next", "static");
if (!fs.existsSync(root)) {
  console.error("check-static-secrets: .next/static not found; run next build first");
  process.exit(1);
}
const needles = [
  ...process.argv.slice(2).filter(Boolean),
  "AUTH_SECRET",
  "DATABASE_URL",
  "SUPABASE_SERVICE_ROLE",
  "service_role_key",
  "ASAAS_API_KEY",
  "ASAAS_WEBHOOK_TOKEN",
  "OPENAI_API_KEY",
  "SETTINGS_ENCRYPTION_KEY",
  "encrypted_password",
  "$aact_",
  "BEGIN PRIVATE KEY",
];

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let scanned = 0;
const hits = [];
for (const file of files(root)) {
  scanned += 1;
  const text = fs.readFileSync(file, "latin1");
  for (const needle of needles)
    if (text.includes(needle)) hits.push(`${path.relative(process.cwd(), file)}: ${needle.slice(0, 12)}…`);
}
if (hits.length) {
  console.error(`Secrets or server-only names found in browser assets:\n${hits.join("\n")}`);
  process.exit(1);
}
console.log(`check-static-secrets: ${scanned} files clean`);
