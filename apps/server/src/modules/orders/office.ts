import { currentLanguage, officeEmailTexts, orderEmailTexts, pathInLanguage, webRoutes } from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Db, Tx } from "../../db/client";
import { enqueueOfficeEmails } from "../contact/contact";
import { composeEmail } from "../mail/compose";

/** What a notice tells, said in the language it is written in: `say` runs once per address. */
export interface OfficeWords {
  subject: string;
  paragraphs: string[];
}

/**
 * Issue 37: what a person at the office must look at (a risky payment, a payment refunded
 * because its order had closed, a refund whose outcome is unknown): one email to SHOP_EMAIL,
 * else to every admin, as the Contact page and quote requests reach them. The key makes it
 * once per event and address, however often the sweep or a replayed notification comes by.
 * Issue 38: each is written in its reader's language, as every email to the office is
 * (`officeLanguage`: its address's account's, else the first admin's), whatever the language of
 * the request or sweep that found it.
 */
export async function tellOffice(
  db: Db | Tx,
  shop: ShopSettings,
  /** What it is about: an order, or (a company's payment on account) another page of the shop's. */
  notice: { key: string; say: () => OfficeWords } & ({ orderId: string } | { link: { label: () => string; path: string } }),
): Promise<void> {
  const action = "orderId" in notice ? { label: () => officeEmailTexts.openOrder, path: webRoutes.orderDetail.replace(":orderId", notice.orderId) } : notice.link;
  const compose = () => {
    const { subject, paragraphs } = notice.say();
    return composeEmail({
      subject: orderEmailTexts.subject(subject, shop.shop.name),
      greeting: officeEmailTexts.greeting,
      paragraphs,
      action: { label: action.label(), url: `${shop.publicUrl}${pathInLanguage(action.path, currentLanguage())}` },
      signature: [shop.shop.name],
    });
  };
  await enqueueOfficeEmails(db, shop, (to) => `office-${notice.key}:${to}`, compose);
}
