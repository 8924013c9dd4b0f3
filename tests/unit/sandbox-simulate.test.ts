import { beforeEach, describe, expect, it, vi } from "vitest";

// 'Simular pagamento' acts only for the registration's own signed-in user.

vi.mock("server-only", () => ({}));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.9" }));
const currentUser = vi.fn();
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: () => currentUser() }));
const sandbox = { confirmPayment: vi.fn(), overduePayment: vi.fn() };
vi.mock("@/lib/payments", () => ({ getSandboxProvider: () => sandbox, getPaymentProvider: () => sandbox }));
const owner = vi.fn();
const audit = vi.fn();
vi.mock("@/lib/billing/status", () => ({
  registrationOwner: (id: string) => owner(id),
  auditSandboxSimulation: (...args: unknown[]) => audit(...args),
  readRegistrationView: async () => ({ id: REGISTRATION, openPaymentId: null }),
}));
vi.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));

const REGISTRATION = "00000000-0000-4000-8000-00000000000a";
const { simulateSandboxAction } = await import("@/lib/billing/payment-actions");
const user = (id: string) => ({ claims: { sub: id, role: "authenticated" }, profile: { id, userType: "subscriber" } });

describe("simulateSandboxAction", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("refuses visitors", async () => {
    currentUser.mockResolvedValue(null);
    expect(await simulateSandboxAction(REGISTRATION, "received")).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(sandbox.confirmPayment).not.toHaveBeenCalled();
  });

  it("refuses someone else's registration without touching the charge", async () => {
    currentUser.mockResolvedValue(user("00000000-0000-4000-8000-000000000001"));
    owner.mockResolvedValue("00000000-0000-4000-8000-000000000002");
    expect(await simulateSandboxAction(REGISTRATION, "received")).toMatchObject({ ok: false, code: "not_found" });
    expect(sandbox.confirmPayment).not.toHaveBeenCalled();
    expect(audit).not.toHaveBeenCalled();
  });

  it("lets the owner through (to the open-charge check)", async () => {
    currentUser.mockResolvedValue(user("00000000-0000-4000-8000-000000000001"));
    owner.mockResolvedValue("00000000-0000-4000-8000-000000000001");
    expect(await simulateSandboxAction(REGISTRATION, "received")).toMatchObject({
      ok: false,
      message: "billing.payment.errors.simulateUnavailable",
    });
    expect(owner).toHaveBeenCalledWith(REGISTRATION);
  });
});
