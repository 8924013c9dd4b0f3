"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * After a calculation the user asked for, its result's top is brought into view when it is not: on a phone the result
 * sits below the whole form, a wide screen may have scrolled down to the button, and a result's lead
 * (`data-result-lead`: the reform's answer) may end below the fold beside a long form. A result that arrives without
 * being asked for (a shared link's) is left where the page puts it.
 *
 * `region` goes on the element that holds the result, `ask()` in the submit handler; `result` changes when a new
 * result is shown.
 */
export function useRevealResult(result: unknown) {
  const region = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const waiting = useRef<MutationObserver | null>(null);
  useEffect(() => {
    const node = region.current;
    if (!asked.current || !result || !node) return;
    asked.current = false;
    waiting.current?.disconnect();
    const reveal = () => node.scrollIntoView({ block: "start" });
    const top = node.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) {
      reveal();
      return;
    }
    const leadCut = (lead: Element) => lead.getBoundingClientRect().bottom > window.innerHeight;
    const lead = node.querySelector("[data-result-lead]");
    if (lead) {
      if (leadCut(lead)) reveal();
      return;
    }
    // A result drawn by a component loaded on demand shows its lead a moment later: look at it when it comes (the
    // observer outlives re-renders; a new calculation or leaving the page ends it).
    const observer = new MutationObserver(() => {
      const late = node.querySelector("[data-result-lead]");
      if (!late) return;
      observer.disconnect();
      if (leadCut(late)) reveal();
    });
    observer.observe(node, { childList: true, subtree: true });
    waiting.current = observer;
  }, [result]);
  useEffect(() => () => waiting.current?.disconnect(), []);
  const ask = useCallback(() => {
    asked.current = true;
  }, []);
  return { region, ask };
}
