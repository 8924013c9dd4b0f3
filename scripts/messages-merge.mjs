// Deep-merges a JSON file of messages into messages/pt-BR.json (used while several people edit the catalogue).
// Usage: node scripts/messages-merge.mjs path/to/partial.json
import fs from "node:fs";
const target = new URL("../messages/pt-BR.json", import.meta.url);
const partial = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const current = JSON.parse(fs.readFileSync(target, "utf8"));
function merge(a, b) {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === "object" && !Array.isArray(v) && a[k] && typeof a[k] === "object") merge(a[k], v);
    else a[k] = v;
  }
  return a;
}
fs.writeFileSync(target, JSON.stringify(merge(current, partial), null, 2) + "\n");
