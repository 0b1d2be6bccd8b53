/**
 * The gateways write amounts as decimal strings of the major unit ("1234.50" taka); the shop
 * keeps integer minor units (poisha). These convert between the two by their digits alone, so
 * no float ever rounds a payment: 0.1 + 0.2 taka is 30 poisha, not 30.000000000000004.
 */

/** Up to two decimals; more only as trailing zeros (SSLCommerz writes some amounts "1234.5000"). */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/;

/** 123450 → "1234.50". Refuses what is not a whole, non-negative number of minor units. */
export function toDecimalString(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) throw new RangeError(`not an amount in minor units: ${minorUnits}`);
  const whole = Math.floor(minorUnits / 100);
  const fraction = minorUnits % 100;
  return `${whole}.${String(fraction).padStart(2, "0")}`;
}

/**
 * "1234.50", "1234.5", "1234.5000" or "1234" → 123450. Anything else (a sign, an exponent, spaces, a third
 * decimal, thousands separators) is undefined: a gateway's amount we cannot read exactly is
 * never taken as some other amount.
 */
export function fromDecimalString(text: string): number | undefined {
  const match = DECIMAL.exec(text);
  if (!match?.[1]) return undefined;
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * 100 + Number(fraction);
}

/** A gateway's amount as it may come in JSON: a decimal string or (some answers) a number. */
export function amountFromGateway(value: unknown): number | undefined {
  if (typeof value === "string") return fromDecimalString(value.trim());
  // A JSON number is read through its shortest decimal form, which round-trips for two decimals.
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return fromDecimalString(String(value));
  return undefined;
}
