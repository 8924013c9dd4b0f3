// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/pt-BR.json";
import { ConnectionBanner, RESTORED_BANNER_MS } from "./connection-banner";
import { UpdateBanner } from "./update-banner";

type Listener = () => void;
const worker = vi.hoisted(() => ({
  listeners: new Map<string, Set<() => void>>(),
  messageSkipWaiting: () => {},
}));

vi.mock("@serwist/turbopack/react", () => ({
  useSerwist: () => ({
    serwist: {
      addEventListener: (type: string, listener: Listener) => {
        if (!worker.listeners.has(type)) worker.listeners.set(type, new Set());
        worker.listeners.get(type)!.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => worker.listeners.get(type)?.delete(listener),
      messageSkipWaiting: () => worker.messageSkipWaiting(),
    },
  }),
}));

const emit = (type: string) => act(() => worker.listeners.get(type)?.forEach((listener) => listener()));

const renderPt = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="pt-BR" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  worker.listeners.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? "online" : "offline")));
}

describe("ConnectionBanner", () => {
  it("shows the offline text while offline, then 'Conexão restaurada!' for 3 seconds", () => {
    vi.useFakeTimers();
    renderPt(<ConnectionBanner />);
    expect(screen.queryByText(/offline/)).toBeNull();
    setOnline(false);
    expect(screen.getByText("Você está offline. Algumas funcionalidades podem não funcionar.")).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText(/Você está offline/)).toBeNull();
    expect(screen.getByText("Conexão restaurada!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(RESTORED_BANNER_MS - 1));
    expect(screen.getByText("Conexão restaurada!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Conexão restaurada!")).toBeNull();
  });

  it("going offline again hides 'Conexão restaurada!' at once", () => {
    renderPt(<ConnectionBanner />);
    setOnline(false);
    setOnline(true);
    setOnline(false);
    expect(screen.queryByText("Conexão restaurada!")).toBeNull();
    expect(screen.getByText(/Você está offline/)).toBeTruthy();
  });
});

/** The page's controlling worker: an active version runs (null on a first visit). */
let controller: object | null = null;
const setController = (value: object | null) => {
  controller = value;
  Object.defineProperty(window.navigator, "serviceWorker", { configurable: true, get: () => ({ controller }) });
};

describe("UpdateBanner", () => {
  beforeEach(() => setController({ scriptURL: "/sw.js" }));

  it("never appears on a first visit, when no active version is being replaced", () => {
    setController(null);
    renderPt(<UpdateBanner />);
    emit("waiting");
    expect(screen.queryByText("Uma nova versão do Tributo Certo está disponível.")).toBeNull();
  });

  it("appears only when a new version waits; 'Depois' dismisses it", () => {
    renderPt(<UpdateBanner />);
    expect(screen.queryByRole("button", { name: "Atualizar" })).toBeNull();
    emit("waiting");
    expect(screen.getByText("Uma nova versão do Tributo Certo está disponível.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Depois" }));
    expect(screen.queryByRole("button", { name: "Atualizar" })).toBeNull();
    emit("waiting");
    expect(screen.queryByRole("button", { name: "Atualizar" })).toBeNull();
  });

  it("'Atualizar' tells the waiting worker to take over and reloads once it controls the page", () => {
    const skip = vi.fn();
    worker.messageSkipWaiting = skip;
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    renderPt(<UpdateBanner />);
    emit("waiting");
    fireEvent.click(screen.getByRole("button", { name: "Atualizar" }));
    expect(skip).toHaveBeenCalledOnce();
    expect(screen.getByText("Atualizando...")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    emit("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });
});
