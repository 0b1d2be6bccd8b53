import type { Quote } from "@shop/contract";
import { testUser } from "../../../test/utils";

/** A quote for the tests, as the API answers it; override what a test is about. */
export const quote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: "11111111-1111-4111-8111-111111111111",
  productId: "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  product: "Seed Drill",
  email: testUser.email,
  quantity: 50,
  listUnitPrice: 20,
  wantedBy: "2026-12-01",
  note: "",
  status: "requested",
  unitPrice: null,
  validUntil: null,
  declineReason: null,
  orderId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  answeredAt: null,
  ...overrides,
});
