import { describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { pickMessages } from "./pick-messages";

describe("pickMessages", () => {
  it("keeps only the asked namespaces, nested as in the full tree", () => {
    const picked = pickMessages(messages, ["pwa", "auth.errors"]);
    expect(Object.keys(picked).sort()).toEqual(["auth", "pwa"]);
    expect(picked.pwa).toBe(messages.pwa);
    expect(picked.auth).toEqual({ errors: messages.auth.errors });
  });

  it("merges two paths under the same namespace", () => {
    const picked = pickMessages(messages, ["auth.errors", "auth.queryErrors"]);
    expect(picked.auth).toEqual({ errors: messages.auth.errors, queryErrors: messages.auth.queryErrors });
  });

  it("refuses a path that does not exist", () => {
    expect(() => pickMessages(messages, ["pwa.nothingHere"])).toThrow("messages: no namespace pwa.nothingHere");
  });
});
