import { creditTermsLabels, officeOrderLabels, officeOrderMessages } from "@shop/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anOfficeCompany, anOfficeMember, anOrder } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, testUser } from "../../../test/utils";
import { OfficeOrderForm } from "./OfficeOrderForm";

const companyId = "2b1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const hoeId = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const rakeId = "7c2f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const storeId = "a1a1a1a1-1111-4111-8111-111111111111";
const warehouseId = "b2b2b2b2-2222-4222-8222-222222222222";
const orderId = "11111111-1111-4111-8111-111111111111";
const ordersUrl = `/api/admin/companies/${companyId}/orders`;
const company = anOfficeCompany({
  _id: companyId,
  addresses: [
    { _id: storeId, label: "Main store", address: "1 Market Street, Dhaka", country: "BD", postalCode: "1207" },
    { _id: warehouseId, label: "Warehouse", address: "9 River Road, Khulna", country: "BD", postalCode: "9100" },
  ],
  members: [anOfficeMember("accounts@example.com", "accountant"), anOfficeMember("jamal@example.com", "buyer"), anOfficeMember("rita@example.com", "approver")],
});
const admin = { ...testUser, role: "admin" as const };
const allOk = () =>
  json(200, {
    lines: [
      { line: 1, sku: "AT-HOE-100", quantity: 20, productId: hoeId, status: "ok", message: "OK" },
      { line: 2, sku: "AT-RAKE", quantity: 10, productId: rakeId, status: "ok", message: "OK" },
    ],
  });

async function fillIn(lines = "AT-HOE-100 20\nAT-RAKE 10") {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText(officeOrderLabels.member), "rita@example.com");
  await user.selectOptions(screen.getByLabelText(officeOrderLabels.address), warehouseId);
  await user.type(screen.getByLabelText(officeOrderLabels.phone), " +880 1712-345678 ");
  await user.type(screen.getByLabelText(officeOrderLabels.poNumber), "PO-77");
  await user.type(screen.getByLabelText(officeOrderLabels.lines), lines);
  await user.click(screen.getByRole("button", { name: officeOrderLabels.submit }));
}

describe("OfficeOrderForm", () => {
  it("offers only the members who order, checks the lines, and places the member's order to the chosen address", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "POST /api/quick-order/check": allOk,
      [`POST ${ordersUrl}`]: () => json(201, anOrder({ _id: orderId, email: "rita@example.com", companyId })),
    });
    renderWithProviders(<OfficeOrderForm company={company} />, { toaster: true });
    expect(screen.getAllByRole("option", { name: /@/ }).map((option) => option.textContent)).toEqual(["jamal (jamal@example.com)", "rita (rita@example.com)"]);
    await fillIn();
    expect(await screen.findByText(officeOrderMessages.placed("rita@example.com"))).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/quick-order/check")).toEqual({ text: "AT-HOE-100 20\nAT-RAKE 10" });
    expect(sentBody(fetchMock, "POST", ordersUrl)).toEqual({
      buyerEmail: "rita@example.com",
      companyAddressId: warehouseId,
      items: [
        { productId: hoeId, quantity: 20 },
        { productId: rakeId, quantity: 10 },
      ],
      phone: "+880 1712-345678",
      poNumber: "PO-77",
    });
    expect(screen.getByRole("link", { name: officeOrderLabels.openOrder })).toHaveAttribute("href", `/dashboard/orders/${orderId}`);
  });

  it("says that an order on the company's account is invoiced", async () => {
    mockFetch({ ...sessionHandlers(admin), "POST /api/quick-order/check": allOk, [`POST ${ordersUrl}`]: () => json(201, anOrder({ _id: orderId, email: "rita@example.com", status: "confirmed" })) });
    renderWithProviders(<OfficeOrderForm company={company} />, { toaster: true });
    await fillIn();
    expect(await screen.findByText(creditTermsLabels.officePlaced("rita@example.com"))).toBeInTheDocument();
  });

  it("lists the lines to fix, each with its message, and places nothing", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "POST /api/quick-order/check": () =>
        json(200, {
          lines: [
            { line: 1, sku: "AT-HOE-100", quantity: 20, productId: hoeId, status: "ok", message: "OK" },
            { line: 2, sku: "AT-NONE", quantity: 10, productId: null, status: "unknown_sku", message: "No tool has the SKU AT-NONE" },
          ],
        }),
    });
    renderWithProviders(<OfficeOrderForm company={company} />, { toaster: true });
    await fillIn("AT-HOE-100 20\nAT-NONE 10");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(officeOrderLabels.linesToFix);
    expect(alert).toHaveTextContent("No tool has the SKU AT-NONE");
    expect(alert).not.toHaveTextContent("OK");
    expect(sentBody(fetchMock, "POST", ordersUrl)).toBeUndefined();
  });

  it("shows the server's refusal and links to no order", async () => {
    mockFetch({
      ...sessionHandlers(admin),
      "POST /api/quick-order/check": allOk,
      [`POST ${ordersUrl}`]: () => json(400, { error: { code: "bad_request", message: officeOrderMessages.phoneNeeded, fields: [{ path: "body.phone", message: "is required" }] } }),
    });
    renderWithProviders(<OfficeOrderForm company={company} />, { toaster: true });
    await fillIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(officeOrderMessages.phoneNeeded);
    expect(screen.queryByRole("link", { name: officeOrderLabels.openOrder })).not.toBeInTheDocument();
  });
});
