/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR): the
 * checksum of field 63 of a PIX BR Code (BCB, Manual de Padrões para Iniciação do Pix, EMV QRCPS).
 * Returns four upper-case hex digits.
 */
export function crc16CcittFalse(input: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(input)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
