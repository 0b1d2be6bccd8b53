import { words } from "./i18n";

/* The contact page's words (issue 38): its own module, loaded with the page alone. */

export const contactPageTexts = words("contactPageTexts", {
  title: "Contact · AgroForge",
  description: "Write to the AgroForge office: orders, quotes for large quantities and questions about our tools.",
  heading: "Contact us",
  loading: "Loading our address",
  error: "We could not load our address.",
  vatId: (vatId: string) => `VAT ID: ${vatId}`,
  formHeading: "Write to our office",
  send: "Send message",
} as const);

/** The Contact form's labels (its schema, in contact.ts, says them in its messages). */
export const contactFormLabels = words("contactFormLabels", {
  name: "Your name",
  email: "Your email",
  message: "Message",
} as const);
