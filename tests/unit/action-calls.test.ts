import { describe, expect, it } from "vitest";
import { bareActionCalls, bareActionCallsInApp } from "../helpers/bare-action-calls";

// A server action called from a button goes through useActionCall (components/forms/use-action-call.ts), from a form
// through useActionForm: one error convention, and a thrown action is never an unhandled rejection.
describe("server actions called from the browser", () => {
  it("are never awaited by hand in a client component", () => {
    const { files, calls } = bareActionCallsInApp();
    expect(files).toBeGreaterThan(100);
    expect(calls).toEqual([]);
  });

  it("tells a bare call from one handed on", () => {
    const source = `"use client";
import { useActionCall } from "@/components/forms/use-action-call";
import { saveAction, type Input } from "@/lib/x/actions";
import { format } from "@/lib/br/money";
export function A() {
  const ok = useActionCall({ action: (id: string) => saveAction(id) });
  const choice = (id?: string) => (id ? saveAction(id) : saveAction("new"));
  const poll = () => saveAction("p").catch(() => null);
  const bad = async () => {
    const result = await saveAction("b");
    void saveAction("c");
    saveAction("d").then(() => format(1));
    return result;
  };
  function handOn() {
    return saveAction("e");
  }
  return [ok, choice, poll, bad, handOn];
}
`;
    const calls = bareActionCalls("components/probe.tsx", source, (s) => s === "@/lib/x/actions");
    expect(calls).toEqual([
      "components/probe.tsx:10: saveAction",
      "components/probe.tsx:11: saveAction",
      "components/probe.tsx:12: saveAction",
    ]);
  });
});
