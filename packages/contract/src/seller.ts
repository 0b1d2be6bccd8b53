/**
 * Issue 26: the demo shop's seller, in one place: the site's footer shows it, and a shop started
 * outside production without SHOP_ADDRESS and SHOP_VAT_ID puts it on its invoices and emails
 * (apps/server/src/config.ts), so a newcomer reads the same seller on both. A live shop names its
 * own (production refuses to start without them; docs/decisions/033-seller-on-documents.md).
 * The VAT ID is a Bangladeshi BIN as the NBR writes it (nine digits, a dash, four), made up.
 */
export const DEMO_SELLER = {
  name: "AgroForge",
  address: "Plot 14, BSCIC Industrial Estate, Bogura 5800, Bangladesh",
  vatId: "004512789-0101",
  phone: "+880 51 782 040",
  email: "sales@agroforge.com.bd",
  country: "BD",
} as const;
