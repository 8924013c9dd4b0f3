import { vi } from "vitest";
import { afterTasks, request } from "./request";

// Next's request scope does not exist outside `next start`: cookies() and headers() read the stand-in request,
// revalidatePath has no cache to drop, and the signed-in user is the one the test put there (with its real
// profile and claims, so withRls and the policies apply as in the app).

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.cookies.has(name),
    set: (name: string, value: string) => void request.cookies.set(name, value),
    delete: (name: string) => void request.cookies.delete(name),
  }),
  headers: async () => request.headers,
}));

vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: Promise<unknown> | (() => unknown)) =>
    void afterTasks.push(Promise.resolve().then(() => (typeof task === "function" ? task() : task))),
}));

vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, unstable_cache: <T>(fn: T) => fn }));

vi.mock("@/lib/auth/session", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...original,
    getCurrentUser: async () => (request.user === "session" ? original.getCurrentUser() : request.user),
  };
});

// The server translator reads the request's locale from Next; the app has one locale and one messages file.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/pt-BR.json")).default;
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as never }),
    getLocale: async () => "pt-BR",
  };
});
