import { describe, expect, it } from "vitest";
import { decideTreatment, exportReference, isExemptSale, legalNotes, placeOutsideVatArea, type TaxRegistration, type TaxTreatment, type TreatmentInput } from "./tax-treatment";

const base: Omit<TreatmentInput, "shopCountry" | "destination"> = { registrations: [], collected: false, postalCode: "", provenEuVatCountry: null, businessBuyer: false, currency: "EUR", goodsNetCents: 100_000 };
const oss: TaxRegistration[] = [{ kind: "oss", country: null }];
const ioss: TaxRegistration[] = [{ kind: "ioss", country: null }];
const inGb: TaxRegistration[] = [{ kind: "country", country: "GB" }];
const inFr: TaxRegistration[] = [{ kind: "country", country: "FR" }];

type Row = { seller: string; name: string; input: Partial<TreatmentInput> & { destination: string }; treatment: TaxTreatment; taxCountry: string | null; legalNote: string };

const art146 = legalNotes.export("article 146 of Directive 2006/112/EC");
const bdExport = legalNotes.export(exportReference("BD"));

// Every pair of the issue: an EU seller (DE) and a seller outside the EU (BD); home, EU business,
// EU consumer with and without OSS, export, collection.
const rows: Row[] = [
  { seller: "DE", name: "home", input: { destination: "DE" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "home business with a proven VAT ID of its own country", input: { destination: "DE", provenEuVatCountry: "DE" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU business with a proven VAT ID", input: { destination: "FR", provenEuVatCountry: "FR", businessBuyer: true }, treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity },
  { seller: "DE", name: "EU business, proven, with OSS", input: { destination: "FR", provenEuVatCountry: "FR", businessBuyer: true, registrations: oss }, treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity },
  { seller: "DE", name: "EU business whose ID is of the seller's own country", input: { destination: "FR", provenEuVatCountry: "DE" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU consumer without OSS: the home rate", input: { destination: "FR" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU consumer with OSS: the destination's rate", input: { destination: "FR", registrations: oss }, treatment: "distance_sale", taxCountry: "FR", legalNote: legalNotes.distanceSale("FR") },
  { seller: "DE", name: "EU consumer where the shop is registered", input: { destination: "FR", registrations: inFr }, treatment: "distance_sale", taxCountry: "FR", legalNote: legalNotes.distanceSale("FR") },
  { seller: "DE", name: "export", input: { destination: "US" }, treatment: "export", taxCountry: null, legalNote: art146 },
  { seller: "DE", name: "export with OSS still an export", input: { destination: "US", registrations: oss }, treatment: "export", taxCountry: null, legalNote: art146 },
  { seller: "DE", name: "outside the EU where the shop is registered", input: { destination: "GB", registrations: inGb }, treatment: "distance_sale", taxCountry: "GB", legalNote: legalNotes.distanceSale("GB") },
  { seller: "DE", name: "collect, whatever country was typed", input: { destination: "US", collected: true }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "collect by an EU business", input: { destination: "FR", collected: true, provenEuVatCountry: "FR" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "BD", name: "home", input: { destination: "BD" }, treatment: "domestic", taxCountry: "BD", legalNote: "" },
  { seller: "BD", name: "home business with a BIN", input: { destination: "BD", businessBuyer: true }, treatment: "domestic", taxCountry: "BD", legalNote: "" },
  { seller: "BD", name: "EU business with a proven VAT ID: an export", input: { destination: "DE", provenEuVatCountry: "DE" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer: an export", input: { destination: "DE" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer, OSS does not cover goods from outside", input: { destination: "DE", registrations: oss }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer under IOSS, within EUR 150", input: { destination: "DE", registrations: ioss, goodsNetCents: 15_000 }, treatment: "distance_sale", taxCountry: "DE", legalNote: legalNotes.distanceSale("DE") },
  { seller: "BD", name: "EU business under IOSS, within EUR 150: IOSS is for consumers, an export", input: { destination: "DE", registrations: ioss, goodsNetCents: 15_000, businessBuyer: true }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "IOSS above EUR 150: an export", input: { destination: "DE", registrations: ioss, goodsNetCents: 15_001 }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "IOSS in another currency: an export", input: { destination: "DE", registrations: ioss, goodsNetCents: 100, currency: "USD" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "export", input: { destination: "US" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "where the shop is registered", input: { destination: "GB", registrations: inGb }, treatment: "distance_sale", taxCountry: "GB", legalNote: legalNotes.distanceSale("GB") },
  { seller: "BD", name: "collect, whatever country was typed", input: { destination: "US", collected: true }, treatment: "domestic", taxCountry: "BD", legalNote: "" },

  // Issue 36, finding 1: a buyer who declares a business is never a distance sale (art. 14(4)); without a
  // proven VAT ID it pays the seller's VAT (art. 32: goods carried to a business are supplied where the carriage begins).
  { seller: "DE", name: "EU business, office-checked VAT ID, with OSS: exempt", input: { destination: "FR", provenEuVatCountry: "FR", businessBuyer: true, registrations: oss }, treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity },
  { seller: "DE", name: "EU business, unconfirmed VAT ID, with OSS: the home rate, not OSS", input: { destination: "FR", businessBuyer: true, registrations: oss }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU business, unconfirmed VAT ID, without OSS: the home rate", input: { destination: "FR", businessBuyer: true }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU business, unconfirmed, where the shop is registered: the home rate", input: { destination: "FR", businessBuyer: true, registrations: inFr }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "EU business proven in the seller's own country, with OSS: the home rate", input: { destination: "FR", provenEuVatCountry: "DE", businessBuyer: true, registrations: oss }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "home business, unconfirmed", input: { destination: "DE", businessBuyer: true }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "business outside the EU", input: { destination: "US", businessBuyer: true, registrations: oss }, treatment: "export", taxCountry: null, legalNote: art146 },
];

// Issue 36, finding 2: the places of member states outside the EU VAT area (art. 6), by postal code: exports
// (art. 146) for an EU seller whoever buys, under OSS or a registration there, and even in the seller's own country.
const outside: { country: string; postalCode: string; place: string }[] = [
  { country: "ES", postalCode: "35001", place: "Canary Islands" },
  { country: "ES", postalCode: "38001", place: "Canary Islands" },
  { country: "ES", postalCode: "51001", place: "Ceuta" },
  { country: "ES", postalCode: "52001", place: "Melilla" },
  { country: "DE", postalCode: "27498", place: "Heligoland" },
  { country: "DE", postalCode: "78266", place: "Büsingen am Hochrhein" },
  { country: "IT", postalCode: "23041", place: "Livigno" },
  { country: "IT", postalCode: "22061", place: "Campione d'Italia" },
  { country: "IT", postalCode: "22060 Campione d'Italia", place: "Campione d'Italia" },
  { country: "GR", postalCode: "630 86", place: "Mount Athos" },
  { country: "FI", postalCode: "22100", place: "Åland Islands" },
  { country: "FI", postalCode: "AX-22100", place: "Åland Islands" },
  ...["97100", "97200", "97300", "97400", "97500", "97600"].map((postalCode) => ({ country: "FR", postalCode, place: "French overseas departments and territories" })),
];
for (const { country, postalCode, place } of outside) {
  rows.push(
    { seller: "DE", name: `consumer in ${place} (${country} ${postalCode}) under OSS`, input: { destination: country, postalCode, registrations: oss }, treatment: "export", taxCountry: null, legalNote: art146 },
    { seller: "DE", name: `business in ${place} (${country} ${postalCode}), unconfirmed`, input: { destination: country, postalCode, businessBuyer: true }, treatment: "export", taxCountry: null, legalNote: art146 },
    { seller: "DE", name: `business in ${place} (${country} ${postalCode}), proven`, input: { destination: country, postalCode, businessBuyer: true, provenEuVatCountry: country }, treatment: "export", taxCountry: null, legalNote: art146 },
    { seller: country, name: `consumer in ${place} (${postalCode}), the seller's own country`, input: { destination: country, postalCode }, treatment: "export", taxCountry: null, legalNote: art146 },
    { seller: "BD", name: `consumer in ${place} (${country} ${postalCode}) under IOSS`, input: { destination: country, postalCode, registrations: ioss, goodsNetCents: 100 }, treatment: "export", taxCountry: null, legalNote: bdExport },
  );
}
rows.push(
  { seller: "DE", name: "collected by a buyer from Heligoland: at the works", input: { destination: "DE", postalCode: "27498", collected: true }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "where the shop is registered, in the Canary Islands: an export", input: { destination: "ES", postalCode: "35001", registrations: [{ kind: "country", country: "ES" }] }, treatment: "export", taxCountry: null, legalNote: art146 },
  // Their neighbours inside the VAT area stay taxed.
  { seller: "DE", name: "mainland Spain under OSS", input: { destination: "ES", postalCode: "28001", registrations: oss }, treatment: "distance_sale", taxCountry: "ES", legalNote: legalNotes.distanceSale("ES") },
  { seller: "DE", name: "Cuxhaven, beside Heligoland", input: { destination: "DE", postalCode: "27472" }, treatment: "domestic", taxCountry: "DE", legalNote: "" },
  { seller: "DE", name: "22060 without Campione: another town of Como", input: { destination: "IT", postalCode: "22060", registrations: oss }, treatment: "distance_sale", taxCountry: "IT", legalNote: legalNotes.distanceSale("IT") },
  { seller: "DE", name: "Paris", input: { destination: "FR", postalCode: "75001", registrations: oss }, treatment: "distance_sale", taxCountry: "FR", legalNote: legalNotes.distanceSale("FR") },
);

describe("decideTreatment: every pair of seller and sale", () => {
  it.each(rows)("$seller seller, $name: $treatment", ({ seller, input, treatment, taxCountry, legalNote }) => {
    expect(decideTreatment({ ...base, shopCountry: seller, ...input })).toEqual({ treatment, taxCountry, legalNote });
  });

  it("names the home country's export rule, in the seller's law's words", () => {
    expect(exportReference("FR")).toBe("article 146 of Directive 2006/112/EC");
    // An EU seller's export is exempt (art. 146); Bangladesh zero-rates exports in the Second Schedule (the First lists exempt supplies).
    expect(legalNotes.export(exportReference("DE"))).toBe("Exempt export of goods (article 146 of Directive 2006/112/EC)");
    expect(exportReference("BD")).toBe("Value Added Tax and Supplementary Duty Act 2012, section 21 and Second Schedule");
    expect(legalNotes.export(exportReference("BD"))).toMatch(/^Zero-rated export of goods/);
    expect(exportReference("ZZ")).toBe("the export rules of ZZ");
  });

  it("calls an EU seller's exports and intra-Community supplies exempt, and a zero-rated export not", () => {
    expect(isExemptSale(decideTreatment({ ...base, shopCountry: "DE", destination: "US" }))).toBe(true);
    expect(isExemptSale(decideTreatment({ ...base, shopCountry: "DE", destination: "FR", provenEuVatCountry: "FR", businessBuyer: true }))).toBe(true);
    expect(isExemptSale(decideTreatment({ ...base, shopCountry: "BD", destination: "US" }))).toBe(false);
    expect(isExemptSale(decideTreatment({ ...base, shopCountry: "DE", destination: "DE" }))).toBe(false);
  });

  it("reads a place outside the VAT area from its country and postal code only", () => {
    expect(placeOutsideVatArea("ES", " 35 001 ")).toBe("Canary Islands");
    expect(placeOutsideVatArea("PT", "35001")).toBeNull();
    expect(placeOutsideVatArea("ES", "")).toBeNull();
    expect(placeOutsideVatArea("FR", "98000")).toBeNull();
  });
});
