import { officeOrderMessages, hasCompanyRight, type OfficeOrderBody } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { businessDetails, companies, companyMembers, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { buyerVat, type VatLookup } from "../billing/vat";
import type { OrderRow, OrderRules } from "../orders/order";
import { placeOrderIn } from "../orders/place";

/**
 * Whom the office acts for after a call (issue 27 item 6): the company (404 when there is none)
 * and its member of that email, who must be one whose role orders. An email of no member of this
 * company, and an accountant, are 400 naming `buyerEmail`: the company exists, the office typed
 * the wrong person.
 */
export async function officeMemberOf(db: Db | Tx, companyId: string, buyerEmail: string) {
  const [company] = await db.select({ suspended: companies.suspended }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound("Company");
  const [member] = await db
    .select({ user: users, role: companyMembers.role, phone: businessDetails.phone })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, buyerEmail)));
  const field = (message: string) => [{ path: "body.buyerEmail", message }];
  if (!member) throw badRequest(officeOrderMessages.notAMember(buyerEmail), field(officeOrderMessages.notAMember(buyerEmail)));
  if (!hasCompanyRight(member.role, "order")) throw badRequest(officeOrderMessages.mayNotOrder(buyerEmail), field(officeOrderMessages.mayNotOrder(buyerEmail)));
  return { company, member };
}

/**
 * Issue 27 item 6, `POST /api/admin/companies/{id}/orders`: after a phone call a shop admin
 * places an order for one of a company's members. It is the member's order (their account,
 * their company's address and bill, their email, their payment), placed through the one use case
 * that places orders, with the office named on it and the member's spending limits left out:
 * the office agreed to the order on the phone. Every other rule of an order holds.
 */
export async function placeOfficeOrder(
  db: Db,
  office: Principal,
  companyId: string,
  body: OfficeOrderBody,
  rules: OrderRules,
  shop: ShopSettings,
  vatLookup: VatLookup,
  then?: InTransaction<OrderRow>,
  now = new Date(),
): Promise<OrderRow> {
  const { company, member } = await officeMemberOf(db, companyId, body.buyerEmail);
  // The office suspended it: ordering for its members waits for the release, as their own orders do.
  if (company.suspended) throw conflict(officeOrderMessages.suspended);
  const phone = body.phone ?? member.phone;
  if (!phone) throw badRequest(officeOrderMessages.phoneNeeded, [{ path: "body.phone", message: officeOrderMessages.phoneNeeded }]);
  const buyer: Principal = {
    userId: member.user.id,
    sessionId: "",
    email: member.user.email,
    name: member.user.name,
    role: member.user.role,
    emailVerified: member.user.emailVerified,
  };
  const vat = await buyerVat(db, buyer.userId, vatLookup, now);
  return db.transaction(async (tx) => {
    const placed = await placeOrderIn(
      tx,
      buyer,
      {
        name: body.name ?? member.user.name,
        phone,
        // Replaced by the company address the order names (place.ts: companyDestination).
        address: "",
        companyAddressId: body.companyAddressId,
        shippingMethodId: body.shippingMethodId,
        poNumber: body.poNumber,
        deliveryDate: body.deliveryDate,
        lines: body.items,
      },
      rules,
      shop,
      vat,
      now,
      { office: { userId: office.userId, email: office.email } },
    );
    await then?.(tx, placed);
    return placed;
  });
}
