import { createReviewResponseSchema, deleteReviewResponseSchema, reviewListSchema } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../src/db/schema";
import { bearer, createTestApp, type SignedIn, signInAdmin, signUp, TEST_ADMIN_ENV, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, IMAGE_HOSTS: "example.com,*.cdn.example.net" } });
  customer = await signUp(t.app);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());


/** What the spec's review form sends: ratings as text. */
const formReview = { name: "Rahim Mia", img: "https://example.com/rahim.jpg", ratings: "4", description: "The pitchforks held up through a whole harvest." };

const reviewsOf = (userId: string) => t.database.db.select().from(reviews).where(eq(reviews.userId, userId));

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
    const response = await postReview({ ...formReview, ratings: 5, img: "/images/reviews/a.svg" }, await signUp(t.app));
    expect(response.statusCode).toBe(201);
    expect(createReviewResponseSchema.parse(response.json()).review).toMatchObject({ ratings: 5, img: "/images/reviews/a.svg" });
  });

  it("ignores an id or author slipped into the body", async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await postReview({ ...formReview, _id: "7d4f8c2e-1111-4a4a-8b8b-000000000000", userId: other.uid }, author);
    const { insertedId } = createReviewResponseSchema.parse(response.json());
    expect(insertedId).not.toBe("7d4f8c2e-1111-4a4a-8b8b-000000000000");
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, insertedId));
    expect(row?.userId).toBe(author.uid);
    expect(await reviewsOf(other.uid)).toEqual([]);
  });

  it("keeps one review per customer: posting again replaces it, under the same id, back on top", async () => {
    const author = await signUp(t.app);
    const first = createReviewResponseSchema.parse((await postReview(formReview, author)).json());
    await postReview(formReview, await signUp(t.app));
    const response = await postReview({ ...formReview, ratings: 2, description: "Changed my mind after the second season." }, author);
    expect(response.statusCode).toBe(201);
    const second = createReviewResponseSchema.parse(response.json());
    expect(second).toEqual({
      acknowledged: true,
      insertedId: first.insertedId,
      review: { ...first.review, ratings: 2, description: "Changed my mind after the second season." },
    });
    expect(await reviewsOf(author.uid)).toEqual([expect.objectContaining({ id: first.insertedId, ratings: 2 })]);
    const list = reviewListSchema.parse((await t.app.inject("/api/reviews")).json());
    expect(list[0]).toEqual(second.review);
  });

  it("keeps one review when the same customer posts twice at once", async () => {
    const author = await signUp(t.app);
    const responses = await Promise.all([postReview(formReview, author), postReview({ ...formReview, ratings: 3 }, author)]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await reviewsOf(author.uid)).toHaveLength(1);
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
    ["a NUL in the name", { name: "Rahim\u0000Mia" }, ["body.name"]],
    ["a line break in the name", { name: "Rahim\nMia" }, ["body.name"]],
    ["a NUL in the description", { description: "Good\u0000" }, ["body.description"]],
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

describe("review images", () => {
  it.each([
    ["a host not in IMAGE_HOSTS", "https://tracker.example.org/pixel.gif"],
    ["a host that only ends like an allowed one", "https://evilexample.com/pixel.gif"],
    ["the bare domain of a *. entry", "https://cdn.example.net/a.png"],
    ["plain http from an allowed host", "http://example.com/a.png"],
    ["an allowed host on another port", "https://example.com:8443/a.png"],
  ])("refuses %s with 400 naming body.img, and writes nothing", async (_label, img) => {
    const author = await signUp(t.app);
    const before = await rowsOf(t, reviews);
    const body = expectFieldErrors(await postReview({ ...formReview, img }, author), ["body.img"]);
    expect(body.error.fields?.[0]?.message).toMatch(/^Image URL must be an image from this shop or example\.com/);
    expect(await rowsOf(t, reviews)).toEqual(before);
  });

  it.each([
    ["an IMAGE_HOSTS host", "https://example.com/a.png"],
    ["a subdomain of a *. entry", "https://img.cdn.example.net/a.png"],
    ["the shop's own origin", "SELF/images/reviewers/reviewer-1.svg"],
    ["a site path", "/images/reviewers/reviewer-1.svg"],
  ])("takes %s", async (_label, template) => {
    const img = template.replace("SELF", t.config.publicUrl);
    const author = await signUp(t.app);
    const response = await postReview({ ...formReview, img }, author);
    expect(response.statusCode, response.body).toBe(201);
    expect(await reviewsOf(author.uid)).toEqual([expect.objectContaining({ img })]);
  });

  it("answers a stored review whose image host is not allowed without its image", async () => {
    const author = await signUp(t.app);
    const [row] = await t.database.db
      .insert(reviews)
      .values({ userId: author.uid, name: "Old Review", img: "https://tracker.example.org/pixel.gif", description: "From before the rule.", ratings: 4 })
      .returning();
    const list = reviewListSchema.parse((await t.app.inject("/api/reviews")).json());
    expect(list.find((review) => review._id === row?.id)).toEqual({ _id: row?.id, name: "Old Review", img: "", description: "From before the rule.", ratings: 4 });
  });
});

describe("DELETE /api/reviews/:id", () => {
  const deleteReview = (id: string, who?: SignedIn) =>
    t.app.inject({ method: "DELETE", url: `/api/reviews/${id}`, headers: who ? bearer(who) : {} });
  const reviewBy = async (author: SignedIn) => createReviewResponseSchema.parse((await postReview(formReview, author)).json()).insertedId;
  const exists = async (id: string) => (await t.database.db.select().from(reviews).where(eq(reviews.id, id))).length === 1;

  it("lets the author delete their own review", async () => {
    const author = await signUp(t.app);
    const id = await reviewBy(author);
    const response = await deleteReview(id, author);
    expect(response.statusCode).toBe(200);
    expect(deleteReviewResponseSchema.parse(response.json())).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await exists(id)).toBe(false);
    const list = reviewListSchema.parse((await t.app.inject("/api/reviews")).json());
    expect(list.map((review) => review._id)).not.toContain(id);
  });

  it("lets an admin delete anyone's review", async () => {
    const id = await reviewBy(await signUp(t.app));
    const response = await deleteReview(id, admin);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await exists(id)).toBe(false);
  });

  it("refuses another customer (403) and anonymous callers (401), deleting nothing", async () => {
    const id = await reviewBy(await signUp(t.app));
    const before = await rowsOf(t, reviews);
    expectError(await deleteReview(id, await signUp(t.app)), 403, "forbidden");
    expectError(await deleteReview(id), 401, "unauthorized");
    expect(await rowsOf(t, reviews)).toEqual(before);
    expect(await exists(id)).toBe(true);
  });

  it("answers 404 for an unknown id and 400 for a malformed one, deleting nothing", async () => {
    const before = await rowsOf(t, reviews);
    expectError(await deleteReview("7d4f8c2e-1111-4a4a-8b8b-000000000000", admin), 404, "not_found");
    expectError(await deleteReview("not-an-id", admin), 400, "bad_request");
    expect(await rowsOf(t, reviews)).toEqual(before);
  });
});
