/** Codes a caller can map to a message key; the engine never throws bare Errors for bad input. */
export type TaxInputErrorCode =
  | "NOT_A_NUMBER"
  | "NEGATIVE"
  | "OUT_OF_RANGE"
  | "NOT_AN_INTEGER"
  | "INVALID_OPTION"
  | "INVALID_DATE"
  | "INVALID_LENGTH"
  | "UNSUPPORTED_YEAR";

/** Thrown when an input to the tax engine is invalid (negative, NaN, unknown option, unsupported year...). */
export class TaxInputError extends Error {
  readonly code: TaxInputErrorCode;
  readonly field: string;

  constructor(code: TaxInputErrorCode, field: string, detail?: string) {
    super(`${field}: ${code}${detail ? ` (${detail})` : ""}`);
    this.name = "TaxInputError";
    this.code = code;
    this.field = field;
  }
}
