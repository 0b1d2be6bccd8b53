import type { Bill, BusinessDetails, Checkout, CompanyRole, OfficeCompany, Order, OrderLine, Profile, Tool } from "@shop/contract";
import { testUser } from "./utils";

const spadeId = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

/** One tool (the Spade) for every test, so a test's overrides show the only fields it cares about. */
export const aTool = (overrides: Partial<Tool> = {}): Tool => ({
  translations: {},
  _id: spadeId,
  img: "/images/spade.svg",
  name: "Spade",
  description: "A forged spade.",
  minimumOrderQuantity: 100,
  availableQuantity: 950,
  price: 18.5,
  sku: "AF-SPD-280",
  weight: 2.4,
  taxClass: "standard",
  ...overrides,
});

/** One line of an order at one unit price (no break, no quote), priced quantity × unit price. */
export const anOrderLine = (product: string, quantity: number, unitPrice: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  productId: null,
  product,
  quantity,
  unitPrice,
  listUnitPrice: unitPrice,
  breakMinQuantity: null,
  quoteId: null,
  price: quantity * unitPrice,
  ...extra,
});

/** One order (testUser's unpaid order for 100 Spades) for every test, so a test's overrides show the only fields it cares about. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: "11111111-1111-4111-8111-111111111111",
  name: testUser.displayName,
  email: testUser.email,
  phone: "0170 1234567",
  address: "Field Road 1",
  product: "Spade",
  productId: spadeId,
  quantity: 100,
  unitPrice: 18.5,
  price: 1850,
  paid: false,
  status: "unpaid",
  transactionId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

/** One profile (testUser's card) for every test, so a test's overrides show the only fields it cares about. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: "7a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  img: "https://example.com/amina.jpg",
  country: "Kenya",
  email: testUser.email,
  number: "+254 712 345678",
  linkedinProfile: "https://www.linkedin.com/in/amina",
  education: "BSc Agronomy",
  companyName: "Amina Farms Ltd",
  vatId: null,
  shippingAddress: "Plot 7, Nakuru Road",
  phone: null,
  ...overrides,
});

/** The business details (`GET /api/profile/business`) with nothing saved, so a test's overrides show the only fields it cares about. */
export const aBusinessDetails = (overrides: Partial<BusinessDetails> = {}): BusinessDetails => ({
  companyName: null,
  vatId: null,
  shippingAddress: null,
  billingAddress: null,
  shippingCountry: null,
  shippingPostalCode: null,
  phone: null,
  ...overrides,
});

export const courierId = "c0c0c0c0-1111-4111-8111-111111111111";
export const freightId = "f0f0f0f0-2222-4222-8222-222222222222";

/** A bill with shipping and one VAT line (prices without tax), so a test's overrides show the only fields it cares about. */
export const aBill = (overrides: Partial<Bill> = {}): Bill => ({
  currency: "USD",
  pricesIncludeTax: false,
  goods: 100,
  discount: null,
  shipping: { methodId: courierId, method: "Courier", estimate: "2-4 days", amount: 12, net: 12, tax: 0 },
  taxLines: [{ name: "VAT", rate: 15, net: 112, tax: 16.8 }],
  net: 112,
  tax: 16.8,
  total: 128.8,
  treatment: "domestic",
  legalNote: "",
  buyerVatId: null,
  weight: 24,
  ...overrides,
});

/** `POST /api/checkout`'s answer for the shop's country (BD): a courier and a freight method that cannot carry the order. */
export const aCheckout = (overrides: Partial<Checkout> = {}): Checkout => ({
  country: "BD",
  postalCode: "",
  shippingOptions: [
    { id: courierId, name: "Courier", estimate: "2-4 days", price: 12 },
    { id: freightId, name: "Freight", estimate: "5-8 days", price: null },
  ],
  lines: [],
  bill: aBill(),
  onAccount: false,
  onAccountRefusal: null,
  paymentTerms: null,
  dueDate: null,
  ...overrides,
});

/** One company as the office sees it (prepaid, no addresses, members or orders), so a test's overrides show the only fields it cares about. */
export const anOfficeCompany = (overrides: Partial<OfficeCompany> = {}): OfficeCompany => ({
  _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  name: "Green Valley Co-op",
  vatId: null,
  vatCheckedAt: null,
  billingAddress: "1 Market Street",
  suspended: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  addresses: [],
  members: [],
  orders: [],
  ordersTotal: 0,
  paymentTerms: "prepaid",
  creditLimit: 0,
  openBalance: 0,
  creditHold: null,
  ...overrides,
});

/** A member of an office company with `role` and no limits, named after their email. */
export const anOfficeMember = (email: string, role: CompanyRole): OfficeCompany["members"][number] => ({
  userId: crypto.randomUUID(),
  email,
  name: email.split("@")[0] ?? "",
  role,
  orderLimit: null,
  monthlyLimit: null,
});
