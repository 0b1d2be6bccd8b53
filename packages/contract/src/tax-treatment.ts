/**
 * Issue 25: which tax a sale carries, decided once from where the shop is registered, where the
 * goods go and who buys them (docs/decisions/027-tax-treatment.md). Zod-free and pure, like
 * billing.ts: the server decides every bill with it and the tests read it as a table.
 *
 * Sources: Council Directive 2006/112/EC, art. 6 (territories outside the VAT area), art. 14(4)
 * and arts. 32–33 (a distance sale is one to a buyer who is not a taxable person; goods carried
 * to a business are supplied where the carriage begins), art. 138 (exempt intra-Community
 * supplies of goods), art. 146 (exempt exports), arts. 369a–369x (the OSS and IOSS schemes);
 * outside the EU, the home country's own rule for exports, which is zero-rating
 * (docs/decisions/048-treatment-by-buyer-and-territory.md).
 */
import { EU_COUNTRIES } from "./billing";
import { words } from "./i18n";

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
  /** The destination's postal code as typed ("" when none): some places of a member state lie outside the VAT area. */
  postalCode: string;
  /** "Collect from the works": a supply at the works, whatever country was typed. */
  collected: boolean;
  /**
   * The EU member state of the buyer's VAT ID when it is proven (VIES confirmed it, or the
   * office checked it); null otherwise. A well-formed ID alone never counts.
   */
  provenEuVatCountry: string | null;
  /**
   * The buyer declares a business: a company name or a VAT ID given, proven or not. Such a buyer
   * is no consumer, so never a distance sale (art. 14(4)): it pays the seller's own VAT unless
   * its VAT ID is proven and the supply is exempt.
   */
  businessBuyer: boolean;
  /** For IOSS: the order's currency and the goods' value before tax. */
  currency: string;
  goodsNetCents: number;
}

export interface TreatmentDecision {
  treatment: TaxTreatment;
  /** Whose rates apply; null when the sale carries no tax (exempt, or zero-rated outside the EU). */
  taxCountry: string | null;
  /** The words the invoice prints for it; empty for domestic. */
  legalNote: string;
}

const EU_EXPORT_REFERENCE = "article 146 of Directive 2006/112/EC";

/**
 * Places of member states outside the EU VAT area (art. 6 of Directive 2006/112/EC), by their
 * country and postal codes: goods sent there leave the VAT area, an export (art. 146). The list,
 * its sources and what it cannot see are in docs/decisions/048-treatment-by-buyer-and-territory.md.
 */
export const outsideVatArea: readonly { country: string; place: string; postalCodes: RegExp }[] = [
  { country: "ES", place: "Canary Islands", postalCodes: /^(35|38)\d{3}$/ },
  { country: "ES", place: "Ceuta", postalCodes: /^51\d{3}$/ },
  { country: "ES", place: "Melilla", postalCodes: /^52\d{3}$/ },
  { country: "DE", place: "Heligoland", postalCodes: /^27498$/ },
  { country: "DE", place: "Büsingen am Hochrhein", postalCodes: /^78266$/ },
  { country: "IT", place: "Livigno", postalCodes: /^23041$/ },
  // 22060 is shared by several towns of the province of Como: only Campione's own is enough alone.
  { country: "IT", place: "Campione d'Italia", postalCodes: /^(22061|22060CAMPIONE.*)$/ },
  { country: "GR", place: "Mount Athos", postalCodes: /^63086$/ },
  { country: "FI", place: "Åland Islands", postalCodes: /^(AX-?)?22\d{3}$/ },
  // The overseas departments and collectivities (971–978, 984–988); 980xx is Monaco, inside (art. 7).
  { country: "FR", place: "French overseas departments and territories", postalCodes: /^(97[1-8]|98[4-8])\d{2}$/ },
];

/** The place outside the VAT area a member state's postal code lies in, or null. */
export function placeOutsideVatArea(country: string, postalCode: string): string | null {
  const code = postalCode.replace(/[\s']+/g, "").toUpperCase();
  if (code === "") return null;
  return outsideVatArea.find((place) => place.country === country && place.postalCodes.test(code))?.place ?? null;
}

export const legalNotes = words("legalNotes", {
  intraCommunity: "Exempt intra-Community supply of goods, article 138 of Directive 2006/112/EC; VAT is due from the buyer",
  /** An EU seller's export is exempt (art. 146); a seller outside the EU zero-rates it under its own law. */
  export: (reference: string) => (reference === EU_EXPORT_REFERENCE ? `Exempt export of goods (${reference})` : `Zero-rated export of goods (${reference})`),
  distanceSale: (country: string) => `Distance sale of goods: VAT of the member state of arrival (${country})`,
} as const);

/**
 * The law under which a home country zero-rates its exports. EU members: art. 146; others the
 * shop knows; any other country is named by its own export rule, which the office confirms.
 */
const EXPORT_REFERENCES: Record<string, string> = {
  // The Second Schedule lists the zero-rated supplies, exports among them; the First lists exempt ones.
  BD: "Value Added Tax and Supplementary Duty Act 2012, section 21 and Second Schedule",
  GB: "Value Added Tax Act 1994, section 30(6)",
  NO: "Merverdiavgiftsloven, section 6-21",
  CH: "Mehrwertsteuergesetz, article 23",
  IN: "Integrated Goods and Services Tax Act 2017, section 16",
  AU: "A New Tax System (Goods and Services Tax) Act 1999, section 38-185",
};

export function exportReference(homeCountry: string): string {
  if (isEuCountry(homeCountry)) return EU_EXPORT_REFERENCE;
  return EXPORT_REFERENCES[homeCountry] ?? `the export rules of ${homeCountry}`;
}

/**
 * The treatment of one sale (issue 25, item 1; issue 36, item 1), in this order:
 * 1. collected at the works: the home rate;
 * 2. delivered to a place of a member state outside the EU VAT area (art. 6: the Canary Islands,
 *    Heligoland, …): for an EU seller an exempt export, for any seller outside the VAT area's
 *    rates and schemes;
 * 3. delivered at home: the home rate;
 * 4. an EU seller, to another member state: exempt (art. 138) for a buyer with a proven VAT ID
 *    of another member state than the seller's; a buyer who declares a business without one pays
 *    the home rate (art. 32: goods carried to a business are supplied where the carriage begins);
 *    a consumer pays the destination's rate where the shop is registered there or under OSS
 *    (a distance sale, art. 14(4) and art. 33), else the home rate (below the threshold);
 * 5. delivered where the shop holds a registration of that country: that country's rate;
 * 6. a seller outside the EU, to a consumer in the EU under IOSS (a consignment within EUR 150):
 *    the destination's rate;
 * 7. anything else leaves the seller's country for a country where the shop is not registered:
 *    an export (exempt for an EU seller, zero-rated under the home law for others).
 */
export function decideTreatment(input: TreatmentInput): TreatmentDecision {
  const home = input.shopCountry;
  const destination = input.destination;
  const domestic: TreatmentDecision = { treatment: "domestic", taxCountry: home, legalNote: "" };
  const exported: TreatmentDecision = { treatment: "export", taxCountry: null, legalNote: legalNotes.export(exportReference(home)) };
  if (input.collected) return domestic;
  if (placeOutsideVatArea(destination, input.postalCode) !== null) return exported;
  if (destination === home) return domestic;

  const registeredIn = (country: string) => input.registrations.some((r) => r.kind === "country" && r.country === country);
  const scheme = (kind: RegistrationKind) => input.registrations.some((r) => r.kind === kind);
  const distanceSale: TreatmentDecision = { treatment: "distance_sale", taxCountry: destination, legalNote: legalNotes.distanceSale(destination) };

  const sellerInEu = isEuCountry(home);
  const intoEu = isEuCountry(destination);
  if (sellerInEu && intoEu) {
    const buyerVat = input.provenEuVatCountry;
    if (buyerVat !== null && buyerVat !== home) return { treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity };
    if (input.businessBuyer) return domestic;
    if (registeredIn(destination) || scheme("oss")) return distanceSale;
    return domestic;
  }
  if (registeredIn(destination)) return distanceSale;
  // IOSS covers distance sales only: goods imported for a business are the importer's to declare.
  if (!sellerInEu && intoEu && !input.businessBuyer && scheme("ioss") && input.currency === "EUR" && input.goodsNetCents <= IOSS_MAX_EUR_CENTS) return distanceSale;
  return exported;
}

/**
 * Issue 36, finding 12: what an exempt sale's rate reads instead of "0%". Exempt (art. 138,
 * art. 146) is not a rate of nothing: a zero-rated sale (a seller outside the EU, a zero class)
 * keeps its "0%".
 */
export const exemptRate = "exempt";

/** Whether a sale is exempt: an intra-Community supply, or an export whose note says the law exempts it. */
export function isExemptSale(sale: { treatment: TaxTreatment; legalNote: string }): boolean {
  return sale.treatment === "intra_community" || (sale.treatment === "export" && sale.legalNote.startsWith("Exempt "));
}

/** The bill's words for a treatment, as the office's report and the journal name it. */
export const treatmentLabels: Record<TaxTreatment, string> = words("treatmentLabels", {
  domestic: "Domestic",
  intra_community: "Exempt intra-Community supply",
  distance_sale: "Distance sale",
  export: "Export",
});
