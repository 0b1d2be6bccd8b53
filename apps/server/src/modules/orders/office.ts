import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { officeAddresses } from "../contact/contact";
import { composeEmail } from "../mail/compose";
import { enqueueEmail } from "../mail/outbox";

/**
 * Issue 37: what a person at the office must look at (a risky payment, a payment refunded
 * because its order had closed, a refund whose outcome is unknown): one email to SHOP_EMAIL,
 * else to every admin, as the Contact page and quote requests reach them. The key makes it
 * once per event and address, however often the sweep or a replayed notification comes by.
 */
export async function tellOffice(
  db: Db | Tx,
  shop: ShopSettings,
  /** What it is about: an order, or (a company's payment on account) another page of the shop's. */
  notice: { key: string; subject: string; paragraphs: string[] } & ({ orderId: string } | { link: { label: string; path: string } }),
): Promise<void> {
  const action = "orderId" in notice ? { label: "Open the order", path: `/dashboard/orders/${notice.orderId}` } : notice.link;
  const email = composeEmail({
    subject: `${notice.subject} — ${shop.shop.name}`,
    greeting: "For the office:",
    paragraphs: notice.paragraphs,
    action: { label: action.label, url: `${shop.publicUrl}${action.path}` },
    signature: [shop.shop.name],
  });
  for (const to of await officeAddresses(db, shop)) await enqueueEmail(db, { eventKey: `office-${notice.key}:${to}`, to, ...email });
}
