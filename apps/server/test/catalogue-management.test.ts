import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { categoryListSchema, categorySchema, restockResponseSchema, stockChangeListSchema, toolListSchema, toolSchema, uploadResponseSchema, type Tool } from "@shop/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, orders, stockChanges, tools } from "../src/db/schema";
import { createTestApp, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { expectError, expectFieldErrors, rowsOf } from "./expect-error";

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "shop-uploads-"));
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, IMAGE_HOSTS: "example.com", UPLOAD_DIR: uploadDir }, seed: false });
  admin = await signInAdmin(t);
  customer = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

type Who = SignedIn | null | undefined;
const headers = (who: Who) => (who ? { authorization: `Bearer ${who.token}` } : {});
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: Who, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });

async function addCategory(name: string) {
  const response = await call("POST", "/api/categories", admin, { name });
  expect(response.statusCode, response.body).toBe(201);
  return categorySchema.parse(response.json());
}

async function addTool(overrides: Record<string, unknown> = {}): Promise<Tool> {
  const response = await call("POST", "/api/tools", admin, {
    img: "https://example.com/tool.png",
    name: "Seed Drill",
    description: "Twelve-row seed drill.",
    minimumOrderQuantity: 2,
    availableQuantity: 50,
    price: 100,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool);
}

async function placeOrder(tool: Tool, who: SignedIn) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: who.auth,
    payload: { name: "Alice Farmer", phone: "+880 1712-345678", address: "12 Mill Road", productId: tool._id, quantity: tool.minimumOrderQuantity },
  });
  return response;
}

describe("categories", () => {
  it("are listed for everyone, managed by admins; a category in use is not deleted (409)", async () => {
    const hand = await addCategory("Hand Tools Cat");
    expectError(await call("POST", "/api/categories", admin, { name: "hand tools cat" }), 409, "conflict");
    const renamed = await call("PATCH", `/api/categories/${hand._id}`, admin, { name: "Hand Tools Renamed" });
    expect(renamed.statusCode).toBe(200);
    expect(categorySchema.parse(renamed.json()).name).toBe("Hand Tools Renamed");

    const tool = await addTool({ name: "Cat Fork", categoryId: hand._id });
    expect(tool).toMatchObject({ categoryId: hand._id, category: "Hand Tools Renamed" });
    const listed = categoryListSchema.parse((await call("GET", "/api/categories")).json());
    expect(listed.find((c) => c._id === hand._id)).toEqual({ _id: hand._id, name: "Hand Tools Renamed", toolCount: 1, translations: {} });

    expectError(await call("DELETE", `/api/categories/${hand._id}`, admin), 409, "conflict");
    expect(await t.database.db.select().from(categories).where(eq(categories.id, hand._id))).toHaveLength(1);

    const empty = await addCategory("Empty One");
    const deleted = await call("DELETE", `/api/categories/${empty._id}`, admin);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expectError(await call("DELETE", `/api/categories/${empty._id}`, admin), 404, "not_found");
  });

  it("a renamed category shows in the cached catalogue at once", async () => {
    const category = await addCategory("Before Rename");
    const tool = await addTool({ name: "Rename Probe", categoryId: category._id });
    expect(toolSchema.parse((await call("GET", `/api/tools/${tool._id}`)).json()).category).toBe("Before Rename");
    await call("PATCH", `/api/categories/${category._id}`, admin, { name: "After Rename" });
    expect(toolSchema.parse((await call("GET", `/api/tools/${tool._id}`)).json()).category).toBe("After Rename");
  });

  it("refuses customers and anonymous callers, and nothing changes", async () => {
    const category = await addCategory("Guarded");
    const before = await rowsOf(t, categories);
    for (const who of [undefined, customer]) {
      const status = who ? 403 : 401;
      expect((await call("POST", "/api/categories", who, { name: "Nope" })).statusCode).toBe(status);
      expect((await call("PATCH", `/api/categories/${category._id}`, who, { name: "Nope" })).statusCode).toBe(status);
      expect((await call("DELETE", `/api/categories/${category._id}`, who)).statusCode).toBe(status);
    }
    expect(await rowsOf(t, categories)).toEqual(before);
  });
});

describe("editing, restocking, archiving", () => {
  it("a new price applies to new orders only: an existing order keeps its price and name", async () => {
    const tool = await addTool({ name: "Price Probe", price: 12.5 });
    const placed = await placeOrder(tool, customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const edited = await call("PATCH", `/api/tools/${tool._id}`, admin, { price: "20.00", name: "Price Probe II" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(toolSchema.parse(edited.json())).toMatchObject({ price: 20, name: "Price Probe II" });
    expect(toolSchema.parse((await call("GET", `/api/tools/${tool._id}`)).json()).price).toBe(20);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.toolId, tool._id));
    expect(order).toMatchObject({ unitPriceCents: 1250, priceCents: 2500, product: "Price Probe" });
  });

  it("checks the edit like the form: bad fields, an unknown category, a disallowed image", async () => {
    const tool = await addTool({ name: "Edit Checks", minimumOrderQuantity: 20 });
    const before = await rowsOf(t, tools);
    expectFieldErrors(await call("PATCH", `/api/tools/${tool._id}`, admin, { price: "-1", name: " " }), ["body.price", "body.name"]);
    expectFieldErrors(await call("PATCH", `/api/tools/${tool._id}`, admin, { categoryId: "7d4f8c2e-1111-4a4a-8b8b-000000000000" }), ["body.categoryId"]);
    expectFieldErrors(await call("PATCH", `/api/tools/${tool._id}`, admin, { img: "https://tracker.example.net/pixel.png" }), ["body.img"]);
    expectError(await call("PATCH", "/api/tools/7d4f8c2e-1111-4a4a-8b8b-000000000000", admin, { name: "Ghost" }), 404, "not_found");
    // A price valid alone, but with the kept minimum (20) the smallest order would pass the card ceiling.
    expectFieldErrors(await call("PATCH", `/api/tools/${tool._id}`, admin, { price: "60000" }), ["body.price"]);
    expect(await rowsOf(t, tools)).toEqual(before);
  });

  it("restock adds to the stock and keeps a history with the note and who did it", async () => {
    const tool = await addTool({ name: "Restock Probe", availableQuantity: 5 });
    const first = await call("POST", `/api/tools/${tool._id}/stock`, admin, { quantity: "20", note: "Pallet from the forge" });
    expect(first.statusCode, first.body).toBe(201);
    expect(restockResponseSchema.parse(first.json())).toMatchObject({ tool: { availableQuantity: 25 }, change: { quantity: 20, availableAfter: 25, note: "Pallet from the forge", byEmail: admin.email } });
    await call("POST", `/api/tools/${tool._id}/stock`, admin, { quantity: 3 });
    expect(toolSchema.parse((await call("GET", `/api/tools/${tool._id}`)).json()).availableQuantity).toBe(28);
    const history = await call("GET", `/api/tools/${tool._id}/stock?page=1&limit=10`, admin);
    expect(history.headers["x-total-count"]).toBe("2");
    expect(stockChangeListSchema.parse(history.json()).map((c) => [c.quantity, c.availableAfter])).toEqual([
      [3, 28],
      [20, 25],
    ]);
    expectFieldErrors(await call("POST", `/api/tools/${tool._id}/stock`, admin, { quantity: 0 }), ["body.quantity"]);
  });

  it("archive takes a tool out of the shop; admins and past orders keep it; restore brings it back", async () => {
    const tool = await addTool({ name: "Archive Probe" });
    expect((await placeOrder(tool, customer)).statusCode).toBe(201);
    const archived = await call("POST", `/api/tools/${tool._id}/archive`, admin);
    expect(toolSchema.parse(archived.json()).archived).toBe(true);

    const shop = toolListSchema.parse((await call("GET", "/api/tools")).json());
    expect(shop.map((x) => x._id)).not.toContain(tool._id);
    expectError(await call("GET", `/api/tools/${tool._id}`), 404, "not_found");
    expectError(await call("GET", `/api/tools/${tool._id}`, customer), 404, "not_found");
    expect(toolSchema.parse((await call("GET", `/api/tools/${tool._id}`, admin)).json()).archived).toBe(true);
    const adminList = toolListSchema.parse((await call("GET", "/api/tools?archived=include&page=1&limit=100", admin)).json());
    expect(adminList.find((x) => x._id === tool._id)?.archived).toBe(true);
    expectError(await call("GET", "/api/tools?archived=include", customer), 403, "forbidden");
    // Not orderable any more; the order placed before keeps it.
    expectError(await placeOrder(tool, customer), 404, "not_found");
    expect(await t.database.db.select().from(orders).where(eq(orders.toolId, tool._id))).toHaveLength(1);

    const restored = await call("POST", `/api/tools/${tool._id}/restore`, admin);
    expect(toolSchema.parse(restored.json()).archived).toBeUndefined();
    expect(toolListSchema.parse((await call("GET", "/api/tools")).json()).map((x) => x._id)).toContain(tool._id);
  });

  it("deleting a tool with orders archives it; one without orders is deleted", async () => {
    const ordered = await addTool({ name: "Ordered Delete" });
    expect((await placeOrder(ordered, customer)).statusCode).toBe(201);
    const answer = await call("DELETE", `/api/tools/${ordered._id}`, admin);
    expect(answer.json()).toEqual({ acknowledged: true, deletedCount: 0, archived: true });
    const [row] = await t.database.db.select().from(tools).where(eq(tools.id, ordered._id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.toolId, ordered._id));
    expect(order?.product).toBe("Ordered Delete");

    const lonely = await addTool({ name: "Lonely Delete" });
    expect((await call("DELETE", `/api/tools/${lonely._id}`, admin)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(tools).where(eq(tools.id, lonely._id))).toHaveLength(0);
  });

  it("refuses customers and anonymous callers on every write, and nothing changes", async () => {
    const tool = await addTool({ name: "Guarded Tool" });
    const beforeTools = await rowsOf(t, tools);
    const beforeStock = await rowsOf(t, stockChanges);
    for (const who of [undefined, customer]) {
      const status = who ? 403 : 401;
      expect((await call("PATCH", `/api/tools/${tool._id}`, who, { price: 1 })).statusCode).toBe(status);
      expect((await call("POST", `/api/tools/${tool._id}/stock`, who, { quantity: 5 })).statusCode).toBe(status);
      expect((await call("GET", `/api/tools/${tool._id}/stock`, who)).statusCode).toBe(status);
      expect((await call("POST", `/api/tools/${tool._id}/archive`, who)).statusCode).toBe(status);
      expect((await call("POST", `/api/tools/${tool._id}/restore`, who)).statusCode).toBe(status);
    }
    expect(await rowsOf(t, tools)).toEqual(beforeTools);
    expect(await rowsOf(t, stockChanges)).toEqual(beforeStock);
  });
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

function upload(bytes: Buffer, filename: string, type: string, who: Who = admin) {
  const boundary = "----shopboundary7MA4YWxk";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: "POST", url: "/api/uploads", headers: { ...headers(who), "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
}

describe("POST /api/uploads", () => {
  it("keeps a real PNG under a random name and serves it with long cache headers", async () => {
    const response = await upload(PNG, "../../etc/passwd.png", "image/png");
    expect(response.statusCode, response.body).toBe(201);
    const stored = uploadResponseSchema.parse(response.json());
    expect(stored).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), type: "image/png", size: PNG.length });
    const served = await t.app.inject({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The uploaded image is the shop's own: a tool may use it.
    const tool = await addTool({ name: "Uploaded Image", img: stored.url });
    expect(tool.img).toBe(stored.url);
  });

  it("refuses a text file renamed .png and an image over 2 MB, and keeps nothing", async () => {
    const before = await readdir(uploadDir);
    const text = expectError(await upload(Buffer.from("just some text, not an image at all"), "photo.png", "image/png"), 400, "bad_request");
    expect(text.error.message).toBe("The file must be a PNG, JPEG or WebP image");
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectError(await upload(big, "big.png", "image/png"), 413, "payload_too_large");
    expect(await readdir(uploadDir)).toEqual(before);
  });

  it("answers a malformed multipart body with 400, never 500, and keeps nothing", async () => {
    const before = await readdir(uploadDir);
    const boundary = "----shopboundary7MA4YWxk";
    const send = (payload: string | Buffer) =>
      t.app.inject({ method: "POST", url: "/api/uploads", headers: { ...headers(admin), "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    // Cut off inside the part, a part without its headers' end, and no parts at all.
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString("latin1")}`;
    const badHeaders = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n${"x".repeat(100)}`;
    for (const payload of [truncated, badHeaders, "not multipart at all"]) {
      const answer = await send(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expectError(answer, 400, "bad_request");
    }
    expect(await readdir(uploadDir)).toEqual(before);
  });

  it("refuses customers, and serves nothing outside its own names", async () => {
    const before = await readdir(uploadDir);
    expectError(await upload(PNG, "a.png", "image/png", customer), 403, "forbidden");
    expectError(await upload(PNG, "a.png", "image/png", null), 401, "unauthorized");
    expect(await readdir(uploadDir)).toEqual(before);
    for (const url of ["/uploads/..%2f..%2fpackage.json", "/uploads/%2e%2e%2fauth-secret", "/uploads/0123456789abcdef0123456789abcdef.png"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});

describe("finding tools: GET /api/tools with q, category, inStock, sort", () => {
  let garden: string;
  beforeAll(async () => {
    garden = (await addCategory("Garden Finders"))._id;
    await addTool({ name: "Sécateur Deluxe", description: "Bypass pruning shears.", price: 30, categoryId: garden, availableQuantity: 1, minimumOrderQuantity: 1 });
    await addTool({ name: "Garden Trowel", description: "Crème-coloured handle, PRUNING not included.", price: 8, categoryId: garden, availableQuantity: 40, minimumOrderQuantity: 2 });
    const bucket = await addTool({ name: "Zinc Bucket", description: "Galvanised bucket.", price: 15, categoryId: garden, availableQuantity: 5, minimumOrderQuantity: 5 });
    // Sold down below one minimum order.
    await t.database.db.update(tools).set({ availableQuantity: 1 }).where(eq(tools.id, bucket._id));
  });
  const names = async (query: string) => {
    const response = await call("GET", `/api/tools?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { names: toolListSchema.parse(response.json()).map((x) => x.name), total: response.headers["x-total-count"] };
  };

  it("searches name and description, ignoring case and accents, words as prefixes", async () => {
    expect((await names("q=SECATEUR")).names).toEqual(["Sécateur Deluxe"]);
    expect((await names("q=sécat")).names).toEqual(["Sécateur Deluxe"]);
    expect((await names("q=creme")).names).toEqual(["Garden Trowel"]);
    expect((await names(`q=${encodeURIComponent("prun")}&category=${garden}&sort=name`)).names).toEqual(["Garden Trowel", "Sécateur Deluxe"]);
    expect((await names("q=pruning%20bypass")).names).toEqual(["Sécateur Deluxe"]);
    expect((await names("q=nothing-like-this")).names).toEqual([]);
    // tsquery syntax in the box is just text.
    expect((await names(`q=${encodeURIComponent("&|!:*()'")}&category=${garden}`)).names).toHaveLength(3);
  });

  it("finds a name like the search by trigram similarity beside the prefix match, most alike first", async () => {
    const wheel = await addCategory("Barrow Finders");
    await addTool({ name: "Wheelbarrow", description: "Steel tray.", price: 80, categoryId: wheel._id, availableQuantity: 9, minimumOrderQuantity: 1 });
    // "barrow" is no prefix of any of its words.
    expect((await names("q=wheel%20barrow")).names).toEqual(["Wheelbarrow"]);
    await addTool({ name: "Barrow Wheel Bearing Set", description: "Spares.", price: 12, categoryId: wheel._id, availableQuantity: 9, minimumOrderQuantity: 1 });
    await addTool({ name: "Wheel Barrow", description: "The exact words, added last.", price: 90, categoryId: wheel._id, availableQuantity: 9, minimumOrderQuantity: 1 });
    // Ranked by likeness, not in the catalogue's order (the Wheelbarrow is the oldest of them).
    expect((await names("q=wheel%20barrow")).names).toEqual(["Wheel Barrow", "Wheelbarrow", "Barrow Wheel Bearing Set"]);
    expect((await names("q=wheel%20barrow&page=1&limit=2")).names).toEqual(["Wheel Barrow", "Wheelbarrow"]);
    // A sort asked for wins over the likeness.
    expect((await names("q=wheel%20barrow&sort=name")).names).toEqual(["Barrow Wheel Bearing Set", "Wheel Barrow", "Wheelbarrow"]);
    // A typo still finds it; unlike words do not.
    expect((await names("q=wheelbarow")).names).toContain("Wheelbarrow");
    expect((await names("q=barrel")).names).not.toContain("Wheelbarrow");
  });

  it("filters by category and stock, sorts, and pages with a total", async () => {
    expect((await names(`category=${garden}&sort=price-asc`)).names).toEqual(["Garden Trowel", "Zinc Bucket", "Sécateur Deluxe"]);
    expect((await names(`category=${garden}&sort=price-desc`)).names).toEqual(["Sécateur Deluxe", "Zinc Bucket", "Garden Trowel"]);
    expect((await names(`category=${garden}&sort=newest`)).names).toEqual(["Zinc Bucket", "Garden Trowel", "Sécateur Deluxe"]);
    expect((await names(`category=${garden}`)).names).toEqual(["Sécateur Deluxe", "Garden Trowel", "Zinc Bucket"]);
    // In stock: at least one minimum order left (the bucket has 1 of a minimum of 5).
    expect((await names(`category=${garden}&inStock=true&sort=name`)).names).toEqual(["Garden Trowel", "Sécateur Deluxe"]);
    const first = await names(`category=${garden}&sort=name&page=1&limit=2`);
    expect(first).toEqual({ names: ["Garden Trowel", "Sécateur Deluxe"], total: "3" });
    expect(await names(`category=${garden}&sort=name&page=2&limit=2`)).toEqual({ names: ["Zinc Bucket"], total: "3" });
  });

  it("pages a search with many matches (read along the sort's index) like one with few", async () => {
    const bulk = await addCategory("Bulk Finders");
    await t.database.db.insert(tools).values(
      Array.from({ length: 510 }, (_, i) => ({
        name: `Bulk Bücket ${String(i).padStart(3, "0")}`,
        description: "Many of them.",
        img: "/x.png",
        minimumOrderQuantity: 1,
        availableQuantity: 10,
        priceCents: 100_000 + i,
        categoryId: bulk._id,
      })),
    );
    const first = await names("q=bucket&sort=price-desc&page=1&limit=3");
    expect(first.names).toEqual(["Bulk Bücket 509", "Bulk Bücket 508", "Bulk Bücket 507"]);
    expect(Number(first.total)).toBeGreaterThanOrEqual(510);
    expect((await names("q=bulk%20buck&sort=name&page=170&limit=3")).names).toEqual(["Bulk Bücket 507", "Bulk Bücket 508", "Bulk Bücket 509"]);
  });

  it("refuses a bad sort or category with the contract's 400", async () => {
    expectFieldErrors(await call("GET", "/api/tools?sort=cheapest"), ["querystring.sort"]);
    expectFieldErrors(await call("GET", "/api/tools?category=not-an-id"), ["querystring.category"]);
  });
});
