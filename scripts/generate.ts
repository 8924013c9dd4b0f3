/**
 * Writes the generated files (scripts/generate/index.ts) from the source: `npm run generate`. With `--check`, writes
 * nothing and exits 1 when one is out of date. Their tests check the same on every `npm run test:quick`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { GENERATED, onDisk } from "./generate/index";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");
let stale = 0;
for (const { file, text } of GENERATED) {
  const fresh = await text();
  if (onDisk(file) === fresh) {
    console.log(`up to date  ${file}`);
    continue;
  }
  stale += 1;
  if (check) console.log(`OUT OF DATE ${file}`);
  else {
    writeFileSync(path.join(root, file), fresh);
    console.log(`written     ${file}`);
  }
}
if (check && stale > 0) process.exit(1);
