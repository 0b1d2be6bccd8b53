import { createReviewResponseSchema, reviewListSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../src/db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signUp(t.app);
});
afterAll(() => t.close());

const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });

/** What the spec's review form sends: ratings as text. */
const formReview = { name: "Rahim Mia", img: "https://example.com/rahim.jpg", ratings: "4", description: "The pitchforks held up through a whole harvest." };

const postReview = (payload: unknown, who?: SignedIn) =>
  t.app.inject({ method: "POST", url: "/api/review", headers: who ? bearer(who) : {}, payload: payload as Record<string, unknown> });

describe("POST /api/review", () => {
  it("answers 401 without a token or with a bad one, and writes nothing", async () => {
    const before = await rowsOf(t, reviews);
    expectError(await postReview(formReview), 401, "unauthorized");
    expectError(await postReview(formReview, { ...customer, token: "x.y.z" }), 401, "unauthorized");
    expect(await rowsOf(t, reviews)).toEqual(before);
  });

  it("adds the review for the caller; it comes first in the public list", async () => {
    const response = await postReview(formReview, customer);
    expect(response.statusCode).toBe(201);
    const body = createReviewResponseSchema.parse(response.json());
    expect(body).toEqual({
      acknowledged: true,
      insertedId: body.review._id,
      review: { _id: body.insertedId, name: "Rahim Mia", img: formReview.img, ratings: 4, description: formReview.description },
    });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, body.insertedId));
    expect(row?.userId).toBe(customer.uid);
    const list = reviewListSchema.parse((await t.app.inject("/api/reviews")).json());
    expect(list[0]).toEqual(body.review);
  });

  it("takes a number for the ratings and a site path for the image", async () => {
    const response = await postReview({ ...formReview, ratings: 5, img: "/images/reviews/a.svg" }, customer);
    expect(response.statusCode).toBe(201);
    expect(createReviewResponseSchema.parse(response.json()).review).toMatchObject({ ratings: 5, img: "/images/reviews/a.svg" });
  });

  it("ignores an id or author slipped into the body", async () => {
    const other = await signUp(t.app);
    const response = await postReview({ ...formReview, _id: "7d4f8c2e-1111-4a4a-8b8b-000000000000", userId: other.uid }, customer);
    const { insertedId } = createReviewResponseSchema.parse(response.json());
    expect(insertedId).not.toBe("7d4f8c2e-1111-4a4a-8b8b-000000000000");
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, insertedId));
    expect(row?.userId).toBe(customer.uid);
  });

  it.each([
    ["ratings of 6", { ratings: 6 }, ["body.ratings"]],
    ["ratings of 0", { ratings: 0 }, ["body.ratings"]],
    ["ratings of 2.5", { ratings: 2.5 }, ["body.ratings"]],
    ["ratings of '2.5'", { ratings: "2.5" }, ["body.ratings"]],
    ["negative ratings", { ratings: "-1" }, ["body.ratings"]],
    ["ratings that are not a number", { ratings: "five" }, ["body.ratings"]],
    ["blank ratings", { ratings: "" }, ["body.ratings"]],
    ["a missing name", { name: undefined }, ["body.name"]],
    ["a number for the name", { name: 7 }, ["body.name"]],
    ["a blank description", { description: " " }, ["body.description"]],
    ["a description over 1000 characters", { description: "x".repeat(1001) }, ["body.description"]],
    ["a name over 100 characters", { name: "x".repeat(101) }, ["body.name"]],
    ["a javascript: image", { img: "javascript:alert(1)" }, ["body.img"]],
    ["an image that is neither URL nor site path", { img: "rahim.jpg" }, ["body.img"]],
    ["everything missing", { name: undefined, img: undefined, ratings: undefined, description: undefined }, ["body.name", "body.img", "body.ratings", "body.description"]],
  ])("refuses %s with 400 naming the fields, and writes nothing", async (_label, overrides, fields) => {
    const before = await rowsOf(t, reviews);
    expectFieldErrors(await postReview({ ...formReview, ...overrides }, customer), fields);
    expect(await rowsOf(t, reviews)).toEqual(before);
  });

  it("refuses malformed JSON with 400, and writes nothing", async () => {
    const before = await rowsOf(t, reviews);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/review",
      headers: { ...bearer(customer), "content-type": "application/json" },
      payload: '{"ratings": 5,,}',
    });
    expectError(response, 400, "bad_request");
    expect(await rowsOf(t, reviews)).toEqual(before);
  });
});
