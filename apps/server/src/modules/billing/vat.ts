import { EU_COUNTRIES, euVatCountry, normalizeVatId } from "@shop/contract";
import type { Db, Tx } from "../../db/client";
import { findBusinessDetails } from "../profiles/business";

/**
 * Issue 21: whether a VAT ID is registered, asked of the EU's VIES service. It cannot be
 * reached from here, so it sits behind this interface: VIES's REST API when VAT_LOOKUP_URL is
 * set (tests run a local stand-in of it), else the format check alone.
 */
export interface VatLookup {
  /** "unavailable": the service did not answer; the shop then charges VAT rather than guess. */
  check(vatId: string): Promise<"valid" | "invalid" | "unavailable">;
}

/** Without a lookup service: an ID of the right format for its country counts as valid. */
export const formatOnlyLookup: VatLookup = {
  check: async (vatId) => (euVatCountry(vatId) ? "valid" : "invalid"),
};

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * VIES's REST API: `POST {base}/check-vat-number` with `{ countryCode, vatNumber }` answers
 * `{ valid: boolean, … }`. Greece's IDs go as EL, the prefix VIES knows them by.
 */
export function viesLookup(baseUrl: string, fetchImpl: typeof fetch = fetch): VatLookup {
  const endpoint = new URL("check-vat-number", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  return {
    async check(vatId) {
      const id = normalizeVatId(vatId);
      if (!euVatCountry(id)) return "invalid";
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ countryCode: id.slice(0, 2), vatNumber: id.slice(2) }),
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
        if (!response.ok) return "unavailable";
        const answer: unknown = await response.json();
        if (typeof answer !== "object" || answer === null || !("valid" in answer) || typeof answer.valid !== "boolean") return "unavailable";
        return answer.valid ? "valid" : "invalid";
      } catch {
        return "unavailable";
      }
    },
  };
}

export const vatLookupFor = (url: string | undefined): VatLookup => (url ? viesLookup(url) : formatOnlyLookup);

/** What the bill needs to know of the buyer's VAT registration. */
export interface BuyerVat {
  /** As their business details hold it, normalised; null when they keep none. */
  vatId: string | null;
  /** The EU member state of a well-formed EU VAT ID that the lookup confirmed, else null. */
  confirmedEuCountry: string | null;
}

/** A buyer who keeps no VAT ID (and what the office's own calls assume). */
export const NO_VAT: BuyerVat = { vatId: null, confirmedEuCountry: null };

/**
 * The buyer's VAT status, asked before the order's transaction opens (the lookup is a network
 * call, and a transaction must not wait on one).
 */
export async function buyerVat(db: Db | Tx, userId: string, lookup: VatLookup): Promise<BuyerVat> {
  const details = await findBusinessDetails(db, userId);
  const vatId = details?.vatId ? normalizeVatId(details.vatId) : null;
  if (!vatId) return { vatId: null, confirmedEuCountry: null };
  const country = euVatCountry(vatId);
  if (!country) return { vatId, confirmedEuCountry: null };
  return { vatId, confirmedEuCountry: (await lookup.check(vatId)) === "valid" ? country : null };
}

const EU = new Set<string>(EU_COUNTRIES);

/**
 * EU reverse charge (docs/decisions/025-money-model.md): goods going to an EU member state
 * other than the shop's, sold to a business registered for VAT in an EU member state other
 * than the shop's, carry no VAT; the buyer accounts for it.
 */
export function isReverseCharge(vat: BuyerVat, destination: string, shopCountry: string): boolean {
  const registered = vat.confirmedEuCountry;
  return registered !== null && registered !== shopCountry && EU.has(destination) && destination !== shopCountry;
}
