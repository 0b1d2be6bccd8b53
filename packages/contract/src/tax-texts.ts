/**
 * Issue 25: the words of the shop's tax set-up and of a tax treatment, zod-free (decision 020),
 * shared by the office's tax page, the checkout's refusals and the documents.
 */
import { words } from "./i18n";

export const VAT_ID_MAX = 20;

export const registrationLabels = words("registrationLabels", {
  heading: "Tax registrations",
  /** The table's name, apart from its section's. */
  table: "Registrations",
  intro: "Tax is charged only where the shop is registered. The home country is always one; add the other countries, or the EU's OSS or IOSS scheme, where the shop holds a VAT number.",
  home: "Home",
  kind: "Registration",
  country: "Country",
  vatId: "VAT number",
  add: "Add registration",
  remove: "Remove registration",
  kinds: { country: "A country", oss: "EU One-Stop Shop (OSS)", ioss: "EU Import One-Stop Shop (IOSS)" },
  none: "Registered at home only: sales abroad are exports, free of VAT.",
  homeVatIdMissing: "No VAT number set for home (SHOP_VAT_ID)",
  problemsHeading: "To set up",
  manualVat: "VAT IDs are not confirmed by VIES on this shop (VAT_LOOKUP_URL is not set): a buyer's VAT ID is exempt only once the office has checked it by hand.",
  viesVat: "Buyers' VAT IDs are confirmed with VIES when they order.",
  added: "Registration added",
  removed: "Registration removed",
  loading: "Loading tax registrations",
  error: "We could not load the tax registrations.",
} as const);

export const registrationMessages = words("registrationMessages", {
  schemeHasNoCountry: "OSS and IOSS cover the EU: leave the country empty",
  duplicate: "The shop already has this registration",
  homeIsAlwaysRegistered: "The home country is always registered",
  /** A destination where the shop is registered but keeps no rate (for this class); the country by its name (countryName), in the message's language. */
  noRate: (country: string) => `${country}: the shop is registered there but has no tax rate`,
  confirmRemove: (label: string) => `The registration ${label} will be removed: later sales are taxed as if the shop were not registered there.`,
  noReducedRate: (country: string) => `${country}: a tool in the reduced tax class is sold there but the country has no reduced rate`,
} as const);

export const taxMessages = words("taxMessages", {
  /** The checkout's refusal when the set-up cannot tax this destination: never 0 % by silence. */
  /** The country by its name (countryName), in the language of the message. */
  cannotTax: (country: string) => `We cannot work out the tax for ${country} yet. Please ask us for a quote, and we will bill it by hand.`,
  /** Issue 26: a live shop charges VAT only with its VAT number on every invoice. */
  sellerVatIdMissing: "Set the shop's VAT number (SHOP_VAT_ID) and restart before adding a tax rate: every invoice that charges VAT must carry it.",
} as const);

export const vatCheckLabels = words("vatCheckLabels", {
  checked: "VAT ID checked",
  markChecked: "Mark VAT ID checked",
  unmark: "Undo VAT ID check",
  notChecked: "not checked",
  byVies: "confirmed by VIES",
  byOffice: "checked by the office",
  /** The tax page's list of buyers' VAT IDs, for the office to check by hand. */
  heading: "Buyers' VAT IDs",
  table: "Buyers",
  intro: "A buyer's VAT ID exempts a sale only once it is proven. Check it in VIES (ec.europa.eu/taxation_customs/vies) or with the buyer's tax office, then mark it here; a changed ID must be checked again.",
  buyer: "Buyer",
  company: "Company",
  vatId: "VAT ID",
  status: "Check",
  checkedOn: (date: string) => `checked by the office on ${date}`,
  marked: "VAT ID marked checked",
  undone: "VAT ID check undone",
  noVatIds: "No buyer keeps a VAT ID yet.",
  loading: "Loading the buyers' VAT IDs",
  error: "We could not load the buyers' VAT IDs.",
} as const);

export const taxClassLabels = words("taxClassLabels", {
  field: "Tax class",
  standard: "Standard",
  reduced: "Reduced",
  zero: "Zero",
} as const);

/** Issue 36: Bangladesh's supplementary duty on a tool (the office's tool form). */
export const sdRateLabels = words("sdRateLabels", {
  field: "Supplementary duty (%)",
  hint: "Bangladesh only: charged on the value of a domestic sale, and VAT on the value with it; 0 for none",
} as const);
