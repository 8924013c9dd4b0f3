import { zipSync } from "fflate";
import { PdfTextReader } from "@/lib/documents/pdf/extract";
import { reconcile } from "@/lib/documents/reconcile";
import { readUpload } from "@/lib/documents/upload";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";
import {
  FATOR_R_V,
  RESALE_I,
  SERVICES_III,
  fatorRDeclaration,
  servicesDeclaration,
} from "@/tests/fixtures/documents/declarations";
import type { BudgetRow } from "./budgets";

/**
 * Documents in: a ZIP of 100 PGDAS-D declarations (generated in the observed layout, three kinds of activity) read the
 * way an upload is (the ZIP streamed entry by entry, each PDF's text in the reader's thread, parsed) and each one
 * reconciled with the engine. Target (issue: documents in): under 30 s on two cores, memory bounded.
 */
const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100);
const TARGET_S = 30;

async function declarationsZip(): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < COUNT; i++) {
    const number = `11222333${2026}${String((i % 12) + 1).padStart(2, "0")}${String(i).padStart(3, "0")}`;
    const pa = `2026-${String((i % 8) + 1).padStart(2, "0")}`;
    const fixture =
      i % 3 === 0
        ? servicesDeclaration({ number, pa })
        : i % 3 === 1
          ? { ...fatorRDeclaration(4_800_000, FATOR_R_V, "0,20"), number, pa }
          : servicesDeclaration({
              number,
              pa,
              establishments: [
                { cnpj: "11222333000181", city: "SAO PAULO", uf: "SP", activities: [SERVICES_III, RESALE_I] },
              ],
              rbt12: [24_000_000, 0],
            });
    files[`pgdas-${i}.pdf`] = await linesToPdf(pgdasLines(fixture));
  }
  return zipSync(files, { level: 6 });
}

export async function benchDocuments(): Promise<BudgetRow[]> {
  const zip = await declarationsZip();
  const reader = new PdfTextReader();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const cpu = process.cpuUsage();
  const start = performance.now();
  let read = 0;
  let confere = 0;
  try {
    for await (const doc of readUpload([{ name: "lote.zip", bytes: zip }], reader)) {
      if (doc.result.kind !== "pgdas") continue;
      read++;
      if (reconcile(doc.result.document).status !== "nao_verificavel") confere++;
    }
  } finally {
    clearInterval(sampler);
    reader.stop();
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return [
    {
      budget: `${COUNT} declarações (ZIP) lidas e conferidas`,
      target: `< ${TARGET_S} s`,
      measured: `${seconds.toFixed(1)} s (${read} lidas, ${confere} conferidas; CPU do processo ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
      met: read === COUNT && seconds < TARGET_S,
    },
    {
      budget: "memória durante a leitura (RSS, processo principal)",
      target: "referência",
      measured: `${Math.round(peak / 1024 / 1024)} MB de pico (ZIP de ${Math.round(zip.byteLength / 1024)} kB)`,
      met: null,
    },
  ];
}
