import { words } from "./i18n";

/* The shipping and tax pages' remaining words (issue 38): the rest are in shipping-texts.ts and tax-texts.ts. */

export const shippingPageTexts = words("shippingPageTexts", {
  edit: "Edit",
  remove: "Remove",
  actions: "Actions",
  method: "Method",
  pricing: "Pricing",
  estimate: "Estimate",
  rate: "Rate",
  methodsOf: (zone: string) => `Shipping methods of ${zone}`,
  /** The add-method button's name: "Add method to Europe" (the button's label is shippingTexts.addMethod). */
  addMethodTo: (addMethod: string, zone: string) => `${addMethod} to ${zone}`,
  removeCountry: (country: string) => `Remove ${country}`,
  loadingSettings: "Loading the tax settings",
  settingsFailed: "We could not load the tax settings.",
} as const);
