import { normalise } from "./intents";
import { KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";

/** Keyword score of an entry for a question: each keyword found counts its number of words. */
function score(q: string, entry: KnowledgeEntry): number {
  let total = 0;
  for (const keyword of entry.keywords) {
    const k = normalise(keyword);
    const pattern = new RegExp(`(^|[^\\p{L}\\d])${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\d])`, "u");
    if (pattern.test(q)) total += k.split(" ").length;
  }
  return total;
}

/** The curated answer that best fits a question, or null when none fits well enough. */
export function matchKnowledge(question: string): KnowledgeEntry | null {
  const q = normalise(question);
  let best: KnowledgeEntry | null = null;
  let bestScore = 0;
  for (const entry of KNOWLEDGE_BASE) {
    const s = score(q, entry);
    if (s > bestScore) {
      best = entry;
      bestScore = s;
    }
  }
  return bestScore > 0 ? best : null;
}
