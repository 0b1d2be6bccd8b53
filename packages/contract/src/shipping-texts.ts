import { words } from "./i18n";
/**
 * Issue 21: the words of the office's Shipping and Tax pages, zod-free (decision 020), shared by
 * the schemas' messages, the server's refusals and the pages, so each says the same thing.
 */

export const SHIPPING_NAME_MAX = 60;
export const SHIPPING_ESTIMATE_MAX = 60;
export const MAX_WEIGHT_BANDS = 20;
/** A band or a step is at most this heavy: far above any pallet, low enough for integer grams. */
export const MAX_SHIPPING_KG = 100_000;
/** Dollars: a shipping price, a band's price or a free-above value. */
export const MAX_SHIPPING_PRICE = 1_000_000;
export const TAX_NAME_MAX = 30;
export const TAX_REGION_MAX = 60;
export const MAX_POSTAL_PREFIXES = 50;
export const POSTAL_PREFIX_MAX = 10;

export const shippingMethodKinds = ["flat", "weight", "collect"] as const;
export type ShippingMethodKind = (typeof shippingMethodKinds)[number];

export const shippingMethodKindLabels: Record<ShippingMethodKind, string> = words("shippingMethodKindLabels", {
  flat: "Flat price",
  weight: "By weight",
  collect: "Collection (no charge)",
});

export const shippingLabels = words("shippingLabels", {
  zoneName: "Zone name",
  countries: "Countries",
  countryFilter: "Filter countries",
  everywhereElse: "Everywhere else",
  everywhereElseHint: "Ships to every country no other zone lists",
  methodName: "Method name",
  estimate: "Delivery estimate",
  estimateHint: "What the buyer is told, e.g. 3-5 working days",
  kind: "Pricing",
  flatPrice: "Flat price",
  bands: "Weight bands",
  upToKg: "Up to (kg)",
  bandPrice: "Price",
  stepKg: "Each started step of (kg)",
  stepPrice: "Costs (per step)",
  stepHint: "Beyond the last band; leave both empty to refuse heavier orders",
  freeAbove: "Free above order value",
  freeAboveHint: "Optional: orders worth at least this ship free",
  freeUpToKg: "Free only up to (kg)",
  freeUpToKgHint: "Optional: heavier orders pay the price whatever their value",
  position: "Position",
} as const);

export const taxLabels = words("taxLabels", {
  country: "Country",
  region: "Region",
  regionHint: "Optional: a part of the country with its own rate",
  postalPrefixes: "Postal code prefixes",
  postalPrefixesHint: "The region's postal codes start with these; separate them with commas",
  name: "Tax name",
  nameHint: "As the invoice names it: VAT, GST, Sales tax",
  rate: "Rate (%)",
  reducedRate: "Reduced rate (%)",
  reducedRateHint: "Optional: the rate of tools in the reduced tax class",
  pricesIncludeTax: "Catalogue prices include tax",
  pricesIncludeTaxHint: "On: a tool's price is what the buyer pays, tax included. Off: tax is added at checkout.",
} as const);

export const shippingTexts = words("shippingTexts", {
  shippingHeading: "Shipping",
  shippingIntro: "Where the shop ships and what it costs. A country outside every zone cannot order (the buyer may ask for a quote); with no zone at all, shipping is free.",
  taxHeading: "Tax",
  taxIntro: "The tax rate of each country the shop sells to, and of regions with a rate of their own (matched by postal code: the longest prefix wins).",
  addZone: "Add zone",
  editZone: "Edit zone",
  saveZone: "Save zone",
  deleteZone: "Delete zone",
  addMethod: "Add method",
  editMethod: "Edit method",
  saveMethod: "Save method",
  deleteMethod: "Delete method",
  addBand: "Add band",
  removeBand: (index: number) => `Remove band ${index}`,
  addRate: "Add rate",
  editRate: "Edit rate",
  saveRate: "Save rate",
  deleteRate: "Delete rate",
  saveSettings: "Save",
  settingsHeading: "Prices",
  ratesHeading: "Tax rates",
  /** The rates table's column (the form's field says "(%)"). */
  reducedRate: "Reduced rate",
  zonesHeading: "Zones",
  noZones: "No shipping zones yet: orders are shipped free to every country.",
  noMethods: "No methods yet: buyers in this zone cannot order until one is added.",
  noRates: "No tax rates yet: orders are charged no tax.",
  noCountriesMatch: "No country matches the filter.",
  everywhereElseZone: "Every other country",
  countriesChosen: (count: number) => `${count} ${count === 1 ? "country" : "countries"} chosen`,
  allRegions: "Whole country",
  loadingZones: "Loading shipping zones",
  loadingRates: "Loading tax rates",
  zonesError: "We could not load the shipping zones.",
  ratesError: "We could not load the tax rates.",
  chooseCountry: "Choose a country",
  free: "Free",
  freeAbove: (amount: string) => `free from ${amount}`,
  freeAboveUpTo: (amount: string, kg: string) => `free from ${amount} up to ${kg} kg`,
  perStep: (price: string, kg: string) => `then ${price} per started ${kg} kg`,
  upTo: (kg: string, price: string) => `up to ${kg} kg: ${price}`,
} as const);

export const shippingMessages = words("shippingMessages", {
  zoneAdded: "Shipping zone added",
  zoneSaved: "Shipping zone saved",
  zoneDeleted: "Shipping zone deleted",
  methodAdded: "Shipping method added",
  methodSaved: "Shipping method saved",
  methodDeleted: "Shipping method deleted",
  rateAdded: "Tax rate added",
  rateSaved: "Tax rate saved",
  rateDeleted: "Tax rate deleted",
  settingsSaved: "Tax settings saved",
  confirmDeleteZone: (name: string) => `The zone ${name} and its shipping methods will be deleted.`,
  confirmDeleteMethod: (name: string) => `The shipping method ${name} will be deleted.`,
  confirmDeleteRate: (label: string) => `The tax rate of ${label} will be deleted.`,
  duplicateZone: (name: string) => `A shipping zone named ${name} already exists`,
  secondEverywhereElse: (name: string) => `The zone ${name} already covers everywhere else; only one zone may`,
  countryInOtherZone: (country: string, zone: string) => `${country} is already in the zone ${zone}; a country belongs to one zone`,
  duplicateRate: (label: string) => `${label} already has a tax rate; edit that one`,
  countriesRequired: "Choose at least one country, or make it the everywhere else zone",
  countryInvalid: "Countries must be ISO 3166 country codes",
  kindRequired: "Choose how the method is priced",
  bandsRequired: "Add at least one weight band",
  bandsIncreasing: "Each band must go higher than the one before",
  stepBoth: "Give both the step and its price, or neither",
  freeUpToNeedsFreeAbove: "Free only up to a weight needs the order value it is free above",
  prefixesNeedRegion: "Postal code prefixes belong to a region: name it",
  regionNeedsPrefixes: "A region needs at least one postal code prefix",
  prefixInvalid: `Postal code prefixes are letters, digits and dashes, at most ${POSTAL_PREFIX_MAX} each`,
} as const);
