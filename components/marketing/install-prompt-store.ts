/**
 * Captures the browser's `beforeinstallprompt` event as soon as this module loads, which is
 * earlier than any React effect, so the event is not lost when it fires before hydration.
 * Read it through useSyncExternalStore with subscribe / getDeferredPrompt.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the event so the prompt opens from our button instead of the browser's mini-infobar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    installed = true;
    deferredPrompt = null;
    notify();
  });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window !== "undefined" ? window.matchMedia("(display-mode: standalone)") : null;
  media?.addEventListener("change", listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", listener);
  };
}

export function getDeferredPrompt(): BeforeInstallPromptEvent | null {
  return deferredPrompt;
}

/** A prompt can be used once; after that the browser fires a new event if installation is possible again. */
export function consumeDeferredPrompt(): BeforeInstallPromptEvent | null {
  const prompt = deferredPrompt;
  deferredPrompt = null;
  notify();
  return prompt;
}

export function markInstalled(): void {
  installed = true;
  notify();
}

/** True when running as an installed app or after the browser reported a successful install. */
export function isInstalled(): boolean {
  const standalone =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installed || standalone;
}
