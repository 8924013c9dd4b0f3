import { AppError } from "@/lib/errors";
import { PDF_LIMITS } from "./limits";

// Uploads read at once by this server. Each reads its PDFs in a thread of its own with a heap of PDF_LIMITS.heapMb:
// without a bound, a burst of uploads (one user's tabs, or API calls) started a thread each and took the server's
// memory. The others wait their turn, up to PDF_LIMITS.waitMs, then are told to try again (503).

let free = PDF_LIMITS.readers;
const waiting: (() => void)[] = [];

/** Runs `read` once one of the server's reading slots is free; `unavailable` when none frees up within `waitMs`. */
export async function withReadingSlot<T>(read: () => Promise<T>, waitMs: number = PDF_LIMITS.waitMs): Promise<T> {
  if (free > 0) free -= 1;
  else await queue(waitMs);
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }
}

function queue(waitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      reject(new AppError("unavailable", "documents.errors.busy"));
    }, waitMs);
    waiting.push(turn);
  });
}
