// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useRevealResult } from "./use-reveal-result";

// Boxes by data-box ("top,bottom"), in a 800 px high window: happy-dom lays nothing out.
beforeEach(() => {
  vi.stubGlobal("innerHeight", 800);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const [top, bottom] = (this.getAttribute("data-box") ?? "0,0").split(",").map(Number);
    return { top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top } as DOMRect;
  });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A form and its result region; `lead` is where the result's lead ends, `late` draws it one step after the result. */
function Calculator({ regionTop, lead, late = false }: { regionTop: number; lead?: number; late?: boolean }) {
  const [result, setResult] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { region, ask } = useRevealResult(result);
  const shown = result !== null && (!late || loaded);
  return (
    <>
      <button
        onClick={() => {
          ask();
          setResult((r) => (r ?? 0) + 1);
        }}
      >
        Calcular
      </button>
      <button onClick={() => setLoaded(true)}>load</button>
      <div ref={region} data-box={`${regionTop},${regionTop + 2000}`} data-testid="region">
        {shown && lead !== undefined ? <section data-result-lead data-box={`${regionTop},${lead}`} /> : null}
      </div>
    </>
  );
}

const scrolled = () => vi.mocked(Element.prototype.scrollIntoView).mock.calls.length;

it("brings the result into view when its top is off screen or low, and leaves it when its lead is whole", () => {
  render(<Calculator regionTop={700} />);
  fireEvent.click(screen.getByText("Calcular"));
  expect(scrolled()).toBe(1);
  cleanup();
  render(<Calculator regionTop={200} lead={600} />);
  fireEvent.click(screen.getByText("Calcular"));
  expect(scrolled()).toBe(1);
});

it("brings the result into view when its lead ends below the fold, also when the lead is drawn later", async () => {
  render(<Calculator regionTop={200} lead={900} />);
  fireEvent.click(screen.getByText("Calcular"));
  expect(scrolled()).toBe(1);
  cleanup();
  render(<Calculator regionTop={200} lead={900} late />);
  fireEvent.click(screen.getByText("Calcular"));
  expect(scrolled()).toBe(1);
  await act(async () => {
    fireEvent.click(screen.getByText("load"));
  });
  expect(scrolled()).toBe(2);
});

it("never moves a result nobody asked for", () => {
  function Shared() {
    const { region } = useRevealResult(1);
    return <div ref={region} data-box="700,2700" />;
  }
  render(<Shared />);
  expect(scrolled()).toBe(0);
});
