import { words } from "./i18n";

// The profile forms' labels and the business details' words, outside the schema module that checks
// those fields (profiles.ts): My profile shows them while it hydrates without zod, as the payment
// page does (decision 052), so they must not go with the schemas into the zod chunk.

export const profileFormLabels = words("profileFormLabels", {
  img: "Image URL",
  country: "Country",
  email: "Email",
  number: "Phone number",
  linkedinProfile: "LinkedIn profile",
  education: "Education",
  companyName: "Company name",
  vatId: "VAT ID",
  shippingAddress: "Default shipping address",
  billingAddress: "Billing address",
  shippingCountry: "Default country",
  shippingPostalCode: "Default postal code",
  phone: "Delivery phone",
} as const);

/** My profile's business details form (issue 20, item 16): saved on its own, apart from the spec's profile form. */
export const businessDetailsTexts = words("businessDetailsTexts", {
  heading: "Business details",
  intro: "Your company and VAT ID go on your invoices; the shipping address and delivery phone fill in the order forms for you. Every field is optional.",
  billingHint: "The address your invoices are made out to, if it is not where the goods go. Left empty, invoices are billed to the delivery address.",
  phoneHint: "Without one, the order forms take your profile's phone number.",
  save: "Save business details",
  saved: "Business details saved",
} as const);
