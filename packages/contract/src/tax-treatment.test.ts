import { describe, expect, it } from "vitest";
import { decideTreatment, exportReference, legalNotes, type TaxRegistration, type TaxTreatment, type TreatmentInput } from "./tax-treatment";

const base: Omit<TreatmentInput, "shopCountry" | "destination"> = { registrations: [], collected: false, provenEuVatCountry: null, currency: "EUR", goodsNetCents: 100_000 };
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
  { seller: "DE", name: "EU business with a proven VAT ID", input: { destination: "FR", provenEuVatCountry: "FR" }, treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity },
  { seller: "DE", name: "EU business, proven, with OSS", input: { destination: "FR", provenEuVatCountry: "FR", registrations: oss }, treatment: "intra_community", taxCountry: null, legalNote: legalNotes.intraCommunity },
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
  { seller: "BD", name: "EU business with a proven VAT ID: an export", input: { destination: "DE", provenEuVatCountry: "DE" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer: an export", input: { destination: "DE" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer, OSS does not cover goods from outside", input: { destination: "DE", registrations: oss }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "EU consumer under IOSS, within EUR 150", input: { destination: "DE", registrations: ioss, goodsNetCents: 15_000 }, treatment: "distance_sale", taxCountry: "DE", legalNote: legalNotes.distanceSale("DE") },
  { seller: "BD", name: "IOSS above EUR 150: an export", input: { destination: "DE", registrations: ioss, goodsNetCents: 15_001 }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "IOSS in another currency: an export", input: { destination: "DE", registrations: ioss, goodsNetCents: 100, currency: "USD" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "export", input: { destination: "US" }, treatment: "export", taxCountry: null, legalNote: bdExport },
  { seller: "BD", name: "where the shop is registered", input: { destination: "GB", registrations: inGb }, treatment: "distance_sale", taxCountry: "GB", legalNote: legalNotes.distanceSale("GB") },
  { seller: "BD", name: "collect, whatever country was typed", input: { destination: "US", collected: true }, treatment: "domestic", taxCountry: "BD", legalNote: "" },
];

describe("decideTreatment: every pair of seller and sale", () => {
  it.each(rows)("$seller seller, $name: $treatment", ({ seller, input, treatment, taxCountry, legalNote }) => {
    expect(decideTreatment({ ...base, shopCountry: seller, ...input })).toEqual({ treatment, taxCountry, legalNote });
  });

  it("names the home country's export rule", () => {
    expect(exportReference("FR")).toBe("article 146 of Directive 2006/112/EC");
    expect(exportReference("BD")).toMatch(/Value Added Tax and Supplementary Duty Act 2012/);
    expect(exportReference("ZZ")).toBe("the export rules of ZZ");
  });
});
