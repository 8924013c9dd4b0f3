import { crc16CcittFalse } from "./crc16";

/**
 * PIX "copia e cola" (BR Code) payload, EMV Merchant-Presented QR with the BCB's PIX fields
 * (Manual de Padrões para Iniciação do Pix, Anexo I: ID 26 GUI br.gov.bcb.pix, ID 62-05 txid, ID 63 CRC).
 */
export type PixPayloadInput = {
  /** PIX key of the receiver (e-mail, phone, CPF/CNPJ or random EVP key). */
  key: string;
  /** Amount in centavos (integer); omitted = the payer types it. */
  amountCentavos?: number;
  merchantName: string;
  merchantCity: string;
  /** Transaction id: up to 25 letters and digits; "***" when none. */
  txid?: string;
  /** Free text shown to the payer (ID 26-02), optional. */
  description?: string;
};

/** One EMV data object: two-digit id, two-digit length, value. */
export function emvField(id: string, value: string): string {
  const length = value.length;
  if (length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** Upper-case ASCII without accents, as BR Code readers expect in names and cities. */
function emvText(value: string, maxLength: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .,-]/g, "")
    .trim()
    .toUpperCase()
    .slice(0, maxLength);
}

function formatAmount(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos <= 0) throw new Error("PIX amount must be a positive number of centavos");
  const reais = Math.floor(centavos / 100);
  return `${reais}.${String(centavos % 100).padStart(2, "0")}`;
}

export function buildPixPayload(input: PixPayloadInput): string {
  const txid = (input.txid ?? "***").replace(/[^A-Za-z0-9*]/g, "").slice(0, 25) || "***";
  const account =
    emvField("00", "br.gov.bcb.pix") +
    emvField("01", input.key) +
    (input.description ? emvField("02", emvText(input.description, 40)) : "");
  const body =
    emvField("00", "01") +
    emvField("26", account) +
    emvField("52", "0000") +
    emvField("53", "986") +
    (input.amountCentavos !== undefined ? emvField("54", formatAmount(input.amountCentavos)) : "") +
    emvField("58", "BR") +
    emvField("59", emvText(input.merchantName, 25)) +
    emvField("60", emvText(input.merchantCity, 15)) +
    emvField("62", emvField("05", txid)) +
    "6304";
  return body + crc16CcittFalse(body);
}

/** True when the last four characters are the CRC of everything before them. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== "6304") return false;
  return crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}
