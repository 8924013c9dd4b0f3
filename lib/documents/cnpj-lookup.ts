import { normaliseCnpj } from "@/lib/br/cnpj";
import { guardedFetch, type GuardOptions } from "@/lib/security/ssrf";
import type { BusinessActivity } from "@/lib/tax/jobs/company";

// Filling a company from its CNPJ: one configured provider of the Receita's open CNPJ data (BrasilAPI's shape by
// default), called through the outbound guard with a short timeout, cached per process for a day. Never required: any
// failure answers null and the form says to fill by hand.

const DEFAULT_URL = "https://brasilapi.com.br/api/cnpj/v1/{cnpj}";
const TIMEOUT_MS = 4_000;
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 2_000;

export type CnpjData = {
  cnpj: string;
  name: string;
  tradeName: string | null;
  cnae: string | null;
  cnaeDescription: string | null;
  /** The engine's activity guessed from the main CNAE's division; null when it says nothing. */
  activity: BusinessActivity | null;
  city: string | null;
  state: string | null;
  openedOn: string | null;
  simples: boolean | null;
  simplesSince: string | null;
  mei: boolean | null;
  status: string | null;
};

const cache = new Map<string, { at: number; data: CnpjData }>();

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const bool = (v: unknown) => (typeof v === "boolean" ? v : null);

/** CNAE divisions 45–47 are trade, 10–33 industry; services otherwise (Anexo III by default: the form asks to confirm). */
function activityOfCnae(cnae: string | null): BusinessActivity | null {
  const division = cnae ? Number(cnae.replace(/\D/g, "").slice(0, 2)) : NaN;
  if (!Number.isFinite(division)) return null;
  if (division >= 45 && division <= 47) return "comercio";
  if (division >= 10 && division <= 33) return "industria";
  return "servicos_gerais";
}

/** BrasilAPI's answer (and its mirrors') to CnpjData; null when it is not that shape. */
export function parseCnpjAnswer(cnpj: string, json: unknown): CnpjData | null {
  if (typeof json !== "object" || json === null) return null;
  const o = json as Record<string, unknown>;
  const name = str(o.razao_social);
  if (!name) return null;
  const cnae = o.cnae_fiscal === undefined || o.cnae_fiscal === null ? null : String(o.cnae_fiscal);
  return {
    cnpj,
    name: name.slice(0, 120),
    tradeName: str(o.nome_fantasia),
    cnae,
    cnaeDescription: str(o.cnae_fiscal_descricao),
    activity: activityOfCnae(cnae),
    city: str(o.municipio),
    state: str(o.uf)?.toUpperCase().slice(0, 2) ?? null,
    openedOn: str(o.data_inicio_atividade),
    simples: bool(o.opcao_pelo_simples),
    simplesSince: str(o.data_opcao_pelo_simples),
    mei: bool(o.opcao_pelo_mei),
    status: str(o.descricao_situacao_cadastral),
  };
}

/** The provider's data for a CNPJ (`url`: the configured CNPJ_LOOKUP_URL), or null when the look-up is off, fails, times out or answers something else. */
export async function lookupCnpj(
  value: string,
  options: { url?: string; guard?: GuardOptions } = {},
): Promise<CnpjData | null> {
  const cnpj = normaliseCnpj(value);
  const template = options.url ?? DEFAULT_URL;
  if (template === "off") return null;
  const hit = cache.get(cnpj);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.data;
  try {
    const response = await guardedFetch(
      template.replace("{cnpj}", encodeURIComponent(cnpj)),
      { headers: { Accept: "application/json" } },
      { timeoutMs: TIMEOUT_MS, maxBytes: 64 * 1024, ...options.guard },
    );
    if (response.status !== 200 || response.truncated) return null;
    const data = parseCnpjAnswer(cnpj, JSON.parse(response.body));
    if (!data) return null;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(cnpj, { at: Date.now(), data });
    return data;
  } catch {
    return null;
  }
}
