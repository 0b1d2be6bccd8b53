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
export async function tellOffice(db: Db | Tx, shop: ShopSettings, notice: { key: string; subject: string; paragraphs: string[]; orderId: string }): Promise<void> {
  const email = composeEmail({
    subject: `${notice.subject} — ${shop.shop.name}`,
    greeting: "For the office:",
    paragraphs: notice.paragraphs,
    action: { label: "Open the order", url: `${shop.publicUrl}/dashboard/orders/${notice.orderId}` },
    signature: [shop.shop.name],
  });
  for (const to of await officeAddresses(db, shop)) await enqueueEmail(db, { eventKey: `office-${notice.key}:${to}`, to, ...email });
}
