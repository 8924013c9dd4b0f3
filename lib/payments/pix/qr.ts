import QRCode from "qrcode";

/** The QR image of a BR Code as a base64 PNG (no data: prefix), the shape Asaas returns in encodedImage. */
export async function pixQrPngBase64(payload: string): Promise<string> {
  const dataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: "M", margin: 2, width: 320 });
  return dataUrl.replace(/^data:image\/png;base64,/, "");
}
