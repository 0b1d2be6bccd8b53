/**
 * Issue 25: which tax a sale carries, decided once from where the shop is registered, where the
 * goods go and who buys them (docs/decisions/027-tax-treatment.md). Zod-free and pure, like
 * billing.ts: the server decides every bill with it and the tests read it as a table.
 *
 * Sources: Council Directive 2006/112/EC, art. 138 (exempt intra-Community supplies of goods),
 * art. 146 (exempt exports), arts. 369a–369x (the OSS and IOSS schemes); outside the EU, the
 * home country's own rule for exports, which is zero-rating.
 */
import { EU_COUNTRIES } from "./billing";

/** How a sale is taxed. The contract's `treatment` of a bill. */
export const taxTreatments = ["domestic", "intra_community", "distance_sale", "export"] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

/** A tool's tax class: each country's rates give one rate per class. */
export const taxClasses = ["standard", "reduced", "zero"] as const;
export type TaxClass = (typeof taxClasses)[number];

/** How a buyer's VAT ID was proven: confirmed by VIES, or checked by the office by hand. */
export const vatProofs = ["vies", "office"] as const;
export type VatProof = (typeof vatProofs)[number];

/** A registration besides the home one: a country, or one of the EU's schemes. */
export const registrationKinds = ["country", "oss", "ioss"] as const;
export type RegistrationKind = (typeof registrationKinds)[number];

export interface TaxRegistration {
  kind: RegistrationKind;
  /** ISO 3166 for `country`; null for the schemes. */
  country: string | null;
}

/**
 * IOSS covers goods in consignments of an intrinsic value of at most EUR 150 (art. 369l). The
 * shop keeps no exchange rates, so only a shop that sells in euros can know that a consignment
 * is within it; in any other currency IOSS never applies and the sale stays an export.
 */
export const IOSS_MAX_EUR_CENTS = 15_000;

const EU = new Set<string>(EU_COUNTRIES);
export const isEuCountry = (country: string) => EU.has(country);

export interface TreatmentInput {
  /** SHOP_COUNTRY: always registered. */
  shopCountry: string;
  registrations: readonly TaxRegistration[];
  /** Where the goods go (ignored when collected). */
  destination: string;
  /** "Collect from the works": a supply at the works, whatever country was typed. */
  collected: boolean;
  /**
   * The EU member state of the buyer's VAT ID when it is proven (VIES confirmed it, or the
   * office checked it); null otherwise. A well-formed ID alone never counts.
   */
  provenEuVatCountry: string | null;
  /** For IOSS: the order's currency and the goods' value before tax. */
  currency: string;
  goodsNetCents: number;
}

export interface TreatmentDecision {
  treatment: TaxTreatment;
  /** Whose rates apply; null when the sale carries no tax (exempt or zero-rated). */
  taxCountry: string | null;
  /** The words the invoice prints for it; empty for domestic. */
  legalNote: string;
}

export const legalNotes = {
  intraCommunity: "Exempt intra-Community supply of goods, article 138 of Directive 2006/112/EC; VAT is due from the buyer",
  export: (reference: string) => `Zero-rated export of goods (${reference})`,
  distanceSale: (country: string) => `Distance sale of goods: VAT of the member state of arrival (${country})`,
} as const;

/**
 * The law under which a home country zero-rates its exports. EU members: art. 146; others the
 * shop knows; any other country is named by its own export rule, which the office confirms.
 */
const EXPORT_REFERENCES: Record<string, string> = {
  BD: "Value Added Tax and Supplementary Duty Act 2012, section 21 and First Schedule",
  GB: "Value Added Tax Act 1994, section 30(6)",
  NO: "Merverdiavgiftsloven, section 6-21",
  CH: "Mehrwertsteuergesetz, article 23",
  IN: "Integrated Goods and Services Tax Act 2017, section 16",
  AU: "A New Tax System (Goods and Services Tax) Act 1999, section 38-185",
};

export function exportReference(homeCountry: string): string {
  if (isEuCountry(homeCountry)) return "article 146 of Directive 2006/112/EC";
  return EXPORT_REFERENCES[homeCountry] ?? `the export rules of ${homeCountry}`;
}

/**
 * The treatment of one sale (issue 25, item 1), in this order:
 * 1. collected at the works, or delivered at home: the home rate;
 * 2. delivered where the shop holds a registration of that country: that country's rate
 *    (a distance sale);
 * 3. an EU seller, to another member state: exempt (art. 138) for a buyer with a proven VAT ID
 *    of another member state than the seller's; else, for a consumer, the destination's rate
 *    under OSS, or the home rate below the threshold (the office registers for OSS when the
 *    shop passes it);
 * 4. a seller outside the EU, into the EU under IOSS (a consignment within EUR 150): the
 *    destination's rate;
 * 5. anything else leaves the seller's country for a country where the shop is not registered:
 *    a zero-rated export.
 */
export function decideTreatment(input: TreatmentInput): TreatmentDecision {
  const home = input.shopCountry;
  const destination = input.destination;
  if (input.collected || destination === home) return { treatment: "domestic", taxCountry: home, legalNote: "" };

  const registeredIn = (country: string) => input.registrations.some((r) => r.kind === "country" && r.country === country);
  const scheme = (kind: RegistrationKind) => input.registrations.some((r) => r.kind === kind);
  const distanceSale: TreatmentDecision = { treatment: "distance_sale", taxCountry: destination, legalNote: legalNotes.distanceSale(destination) };

  const sellerInEu = isEuCountry(home);
  const intoEu = isEuCountry(destination);
  if (sellerInEu && intoEu) {
    const buyerVat = input.provenEuVatCountry;
    if (buyerVat !== null && buyerVat !== home) return { treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity };
    if (registeredIn(destination) || scheme("oss")) return distanceSale;
    return { treatment: "domestic", taxCountry: home, legalNote: "" };
  }
  if (registeredIn(destination)) return distanceSale;
  if (!sellerInEu && intoEu && scheme("ioss") && input.currency === "EUR" && input.goodsNetCents <= IOSS_MAX_EUR_CENTS) return distanceSale;
  return { treatment: "export", taxCountry: null, legalNote: legalNotes.export(exportReference(home)) };
}

/** The bill's words for a treatment, as the office's report and the journal name it. */
export const treatmentLabels: Record<TaxTreatment, string> = {
  domestic: "Domestic",
  intra_community: "Exempt intra-Community supply",
  distance_sale: "Distance sale",
  export: "Zero-rated export",
};
