import { euVatCountry, normalizeVatId, type VatProof, stateRefusals } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { businessDetails, companies } from "../../db/schema";
import { membershipOf } from "../companies/access";
import { conflict, notFound } from "../../errors";

/**
 * Whether a VAT ID is registered, asked of the EU's VIES service. It cannot be reached from here,
 * so it sits behind this interface: VIES's REST API when VAT_LOOKUP_URL is set (tests run a local
 * stand-in of it). Without it nothing is confirmed: issue 25, a format check alone never exempts.
 */
export interface VatLookup {
  /** Whether IDs are asked of a service at all (the office's tax page says so). */
  readonly configured: boolean;
  /** "unavailable": the service did not answer; the shop then charges VAT rather than guess. */
  check(vatId: string): Promise<VatAnswer>;
}

export interface VatAnswer {
  status: "valid" | "invalid" | "unavailable";
  /** The registered name VIES gives, when it gives one. */
  name: string | null;
}

/** Without a lookup service: every EU ID is unconfirmed until the office checks it by hand. */
export const noLookup: VatLookup = {
  configured: false,
  check: async () => ({ status: "unavailable", name: null }),
};

const LOOKUP_TIMEOUT_MS = 5_000;

/** VIES writes "---" where a member state does not disclose the name. */
const disclosedName = (value: unknown) => (typeof value === "string" && value.trim() !== "" && value.trim() !== "---" ? value.trim() : null);

/**
 * VIES's REST API: `POST {base}/check-vat-number` with `{ countryCode, vatNumber }` answers
 * `{ valid: boolean, name?, … }`. Greece's IDs go as EL, the prefix VIES knows them by.
 */
export function viesLookup(baseUrl: string, fetchImpl: typeof fetch = fetch): VatLookup {
  const endpoint = new URL("check-vat-number", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  return {
    configured: true,
    async check(vatId) {
      const id = normalizeVatId(vatId);
      if (!euVatCountry(id)) return { status: "invalid", name: null };
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ countryCode: id.slice(0, 2), vatNumber: id.slice(2) }),
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
        if (!response.ok) return { status: "unavailable", name: null };
        const answer: unknown = await response.json();
        if (typeof answer !== "object" || answer === null || !("valid" in answer) || typeof answer.valid !== "boolean") return { status: "unavailable", name: null };
        return { status: answer.valid ? "valid" : "invalid", name: "name" in answer ? disclosedName(answer.name) : null };
      } catch {
        return { status: "unavailable", name: null };
      }
    },
  };
}

export const vatLookupFor = (url: string | undefined): VatLookup => (url ? viesLookup(url) : noLookup);

/** What the bill needs to know of the buyer's VAT registration, kept on the order as it was. */
export interface BuyerVat {
  /** As their business details hold it, normalised; null when they keep none. */
  vatId: string | null;
  /** Their company as their business details name it. */
  company: string | null;
  /** How the ID was proven, or null: an unproven ID never exempts. */
  proof: VatProof | null;
  /** The EU member state of a proven EU VAT ID, else null. */
  provenEuCountry: string | null;
  /** The name VIES gave for it. */
  name: string | null;
  checkedAt: Date | null;
}

/** A buyer who keeps no VAT ID (and what the office's own calls assume). */
export const NO_VAT: BuyerVat = { vatId: null, company: null, proof: null, provenEuCountry: null, name: null, checkedAt: null };

/**
 * The buyer's VAT status, asked before the order's transaction opens (the lookup is a network
 * call, and a transaction must not wait on one). A company member buys for the company (issue
 * 27): its name and VAT ID bill the order, proven the same way as a buyer's own but by the
 * company's own proof. An ID the office checked by hand counts without asking; otherwise an EU ID
 * is asked of VIES.
 */
export async function buyerVat(db: Db | Tx, userId: string, lookup: VatLookup, now = new Date()): Promise<BuyerVat> {
  const membership = await membershipOf(db, userId);
  if (membership) {
    // The company's own proof only: a member's business details, or another account's check of the same ID, prove nothing for it.
    const [company] = await db
      .select({ name: companies.name, vatId: companies.vatId, vatCheckedId: companies.vatCheckedId, vatCheckedAt: companies.vatCheckedAt })
      .from(companies)
      .where(eq(companies.id, membership.companyId))
      .limit(1);
    const vatId = company?.vatId ? normalizeVatId(company.vatId) : null;
    return provenVat({ vatId, company: company?.name ?? membership.companyName, officeCheckedAt: officeCheckOf(company) }, lookup, now);
  }
  const [details] = await db.select().from(businessDetails).where(eq(businessDetails.userId, userId)).limit(1);
  const vatId = details?.vatId ? normalizeVatId(details.vatId) : null;
  return provenVat({ vatId, company: details?.companyName ?? null, officeCheckedAt: officeCheckOf(details) }, lookup, now);
}

/** A row that keeps a VAT ID and the office's hand check of one: an account's business details, or a company. */
interface CheckedVatId {
  vatId: string | null;
  vatCheckedId: string | null;
  vatCheckedAt: Date | null;
}

/**
 * When the office checked the row's VAT ID by hand, or undefined: a check counts only while the
 * ID is the one checked, so a changed ID is unproven again (and proven again if changed back).
 */
export function officeCheckOf(row: CheckedVatId | undefined): Date | undefined {
  if (!row?.vatId || !row.vatCheckedAt) return undefined;
  return row.vatCheckedId === normalizeVatId(row.vatId) ? row.vatCheckedAt : undefined;
}

/** One rule of proof for a buyer's and a company's VAT ID: the office's check, else VIES for an EU ID. */
async function provenVat(
  held: { vatId: string | null; company: string | null; officeCheckedAt: Date | undefined },
  lookup: VatLookup,
  now: Date,
): Promise<BuyerVat> {
  const { vatId, company } = held;
  if (!vatId) return { ...NO_VAT, company };
  const unproven: BuyerVat = { ...NO_VAT, vatId, company };
  if (held.officeCheckedAt !== undefined) return { ...unproven, proof: "office", provenEuCountry: euVatCountry(vatId), checkedAt: held.officeCheckedAt };
  if (!euVatCountry(vatId)) return unproven;
  const answer = await lookup.check(vatId);
  if (answer.status !== "valid") return unproven;
  return { ...unproven, proof: "vies", provenEuCountry: euVatCountry(vatId), name: answer.name, checkedAt: now };
}

/**
 * The office marks a buyer's VAT ID checked by hand (VIES unreachable or not set up). It names the
 * ID it checked, so an ID changed meanwhile is not marked by mistake (409); undone with `null`.
 */
export async function markVatChecked(db: Db, userId: string, checked: { vatId: string } | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [details] = await tx.select().from(businessDetails).where(eq(businessDetails.userId, userId)).for("update");
    if (!details?.vatId) throw notFound("VAT ID");
    if (checked && normalizeVatId(checked.vatId) !== normalizeVatId(details.vatId)) throw conflict(stateRefusals.vatIdChanged);
    await tx
      .update(businessDetails)
      .set(checked ? { vatCheckedId: normalizeVatId(details.vatId), vatCheckedAt: now } : { vatCheckedId: null, vatCheckedAt: null })
      .where(eq(businessDetails.userId, userId));
  });
}
