import { BUSINESS_ACTIVITIES, type CompanyProfile } from "@/lib/tax";

/**
 * A deterministic mix of company profiles shaped like the simulator's real inputs: every activity,
 * revenue from MEI size to above the Simples limit, flat and seasonal months, with and without payroll.
 */
export function benchProfiles(count: number): CompanyProfile[] {
  const activities = BUSINESS_ACTIVITIES;
  const annualLevels = [60_000, 95_000, 240_000, 600_000, 1_350_000, 2_900_000, 4_100_000, 7_200_000];
  let seed = 20_260_101;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const reais = (x: number) => Math.round(x * 100) / 100;
  const profiles: CompanyProfile[] = [];
  for (let i = 0; i < count; i++) {
    const activity = activities[i % activities.length];
    const annual = annualLevels[Math.floor(rand() * annualLevels.length)] * (0.85 + rand() * 0.3);
    const seasonal = rand() < 0.5;
    const monthlyRevenue = Array.from({ length: 12 }, (_, m) =>
      reais((annual / 12) * (seasonal ? 1 + 0.25 * Math.sin((m / 12) * 2 * Math.PI) : 1)),
    );
    const payroll = rand() < 0.7 ? reais((annual * (0.05 + rand() * 0.25)) / 13.33) : 0;
    profiles.push({
      activity,
      ...(rand() < 0.6 ? { monthlyRevenue } : { annualRevenue: reais(annual) }),
      monthlyPayroll: payroll,
      employees: payroll > 0 ? 1 + Math.floor(payroll / 3_000) : 0,
      proLabore: reais(1_621 + rand() * 12_000),
      partners: 1 + Math.floor(rand() * 3),
      monthlyExpenses: reais((annual / 12) * (0.2 + rand() * 0.4)),
      monthlyCreditableCosts: reais((annual / 12) * rand() * 0.3),
      issRate: [2, 3, 5][i % 3],
      icmsRate: [17, 18, 19, 20.5][i % 4],
      previousYearRevenue: rand() < 0.3 ? reais(annual * 0.8) : undefined,
    });
  }
  return profiles;
}
