import { discountLabels, discountMessages, discountTexts, messages } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aTool } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { DISCOUNT_CODES_PAGE_SIZE, DiscountCodesPage } from "./DiscountCodesPage";

const admin = { ...testUser, role: "admin" as const };
const hand = { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Hand Tools", toolCount: 3 };
const seeds = { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "Seeders", toolCount: 1 };
const hoeId = "5a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const hoe = aTool({ _id: hoeId, name: "Steel Hoe" });

const spring = {
  _id: "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  code: "SPRING-10",
  kind: "percent",
  percent: 12.5,
  amount: null,
  minOrder: 50,
  startsOn: "2026-03-01",
  endsOn: "2026-03-31",
  maxUses: 100,
  maxUsesPerCustomer: 1,
  toolIds: [hoeId],
  categoryIds: [hand._id],
  tools: [{ _id: hoeId, name: "Steel Hoe" }],
  categories: [{ _id: hand._id, name: "Hand Tools" }],
  active: true,
  uses: 7,
  held: 2,
  state: "ended",
  createdAt: "2026-02-01T10:00:00.000Z",
};
const fixed = { ...spring, _id: "4a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", code: "FIVER", kind: "fixed", percent: null, amount: 5, minOrder: 0, startsOn: null, endsOn: null, maxUses: null, maxUsesPerCustomer: null, toolIds: [], categoryIds: [], tools: [], categories: [], active: false, uses: 0, held: 0, state: "off" };

const listUrl = `GET /api/discount-codes?page=1&limit=${DISCOUNT_CODES_PAGE_SIZE}`;
const listed = (items: unknown[]) => () => new Response(JSON.stringify(items), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(items.length) } });

stubDialogMethods();

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([callUrl, init]) => callUrl === url && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const render = () => renderWithProviders(<DiscountCodesPage />, { route: "/dashboard/discounts", path: "/dashboard/discounts", toaster: true });

describe("DiscountCodesPage", () => {
  it("lists each code's value, minimum, dates, uses, scope and state", async () => {
    mockFetch({ ...sessionHandlers(admin), [listUrl]: listed([spring, fixed]) });
    render();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("row", { name: /SPRING-10 12\.5% off \$50\.00 Mar 1, 2026 – Mar 31, 2026 7 paid \/ 100 2 held by unpaid orders 1 per customer Hand Tools, Steel Hoe Ended/ })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: new RegExp(`FIVER \\$5\\.00 off ${discountTexts.noMinimum} ${discountTexts.always} 0 paid / ${discountTexts.unlimited} ${discountTexts.everyTool} Switched off`) })).toBeInTheDocument();
  });

  it("adds a code scoped to a category and a tool found by search, refusing a missing percent first", async () => {
    let list: unknown[] = [];
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [listUrl]: () => listed(list)(),
      "GET /api/categories": () => json(200, [hand, seeds]),
      "GET /api/tools?page=1&limit=8": () => json(200, []),
      "GET /api/tools?q=hoe&page=1&limit=8": () => json(200, [hoe]),
      "POST /api/discount-codes": () => {
        list = [spring];
        return json(201, spring);
      },
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText(discountTexts.none)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: discountTexts.addCode }));
    const dialog = screen.getByRole("dialog", { name: discountTexts.addCode });
    await user.type(within(dialog).getByLabelText(discountLabels.code), "spring-10");
    await user.type(within(dialog).getByLabelText(discountLabels.startsOn), "2026-03-01");
    await user.type(within(dialog).getByLabelText(discountLabels.endsOn), "2026-03-31");
    await user.click(within(dialog).getByRole("button", { name: discountTexts.addCode }));
    expect(await within(dialog).findByText(`${discountLabels.percent} is required`)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/discount-codes")).toBeUndefined();

    await user.type(within(dialog).getByLabelText(discountLabels.percent), "12.5");
    await user.type(within(dialog).getByLabelText(discountLabels.minOrder), "50");
    await user.type(within(dialog).getByLabelText(discountLabels.maxUses), "100");
    await user.type(within(dialog).getByLabelText(discountLabels.maxUsesPerCustomer), "1");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Hand Tools" }));
    await user.type(within(dialog).getByLabelText(discountLabels.toolSearch), "hoe");
    await user.click(await within(dialog).findByRole("button", { name: discountTexts.addTool("Steel Hoe") }));
    expect(within(dialog).getByRole("button", { name: discountTexts.removeTool("Steel Hoe") })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: discountTexts.addCode }));

    expect(await screen.findByText(discountMessages.added)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "POST", "/api/discount-codes")).toEqual({
      code: "SPRING-10",
      kind: "percent",
      percent: 12.5,
      amount: null,
      minOrder: 50,
      startsOn: "2026-03-01",
      endsOn: "2026-03-31",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      toolIds: [hoeId],
      categoryIds: [hand._id],
      active: true,
    });
    expect(await screen.findByRole("cell", { name: "SPRING-10" })).toBeInTheDocument();
  });

  it("edits a code from its saved values, refuses an end before the start, and shows the refusal to delete a used code", async () => {
    const inUse = discountMessages.inUse("SPRING-10", 7);
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      [listUrl]: listed([spring]),
      "GET /api/categories": () => json(200, [hand, seeds]),
      "GET /api/tools?page=1&limit=8": () => json(200, [hoe]),
      [`PUT /api/discount-codes/${spring._id}`]: () => json(200, { ...spring, kind: "fixed", percent: null, amount: 10 }),
      [`DELETE /api/discount-codes/${spring._id}`]: () => json(409, { error: { code: "conflict", message: inUse } }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `${discountTexts.editCode} SPRING-10` }));
    const dialog = screen.getByRole("dialog", { name: discountTexts.editCode });
    expect(within(dialog).getByLabelText(discountLabels.code)).toHaveValue("SPRING-10");
    expect(within(dialog).getByLabelText(discountLabels.percent)).toHaveValue("12.5");
    expect(await within(dialog).findByRole("checkbox", { name: "Hand Tools" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Seeders" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: new RegExp(`^${discountLabels.active}`) })).toBeChecked();

    await user.selectOptions(within(dialog).getByLabelText(discountLabels.kind), "fixed");
    await user.type(within(dialog).getByLabelText(discountLabels.amount), "10");
    const endsOn = within(dialog).getByLabelText(discountLabels.endsOn);
    await user.clear(endsOn);
    await user.type(endsOn, "2026-02-01");
    await user.click(within(dialog).getByRole("button", { name: discountTexts.saveCode }));
    expect(await within(dialog).findByText(discountMessages.endsBeforeStart)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", `/api/discount-codes/${spring._id}`)).toBeUndefined();

    await user.clear(endsOn);
    await user.click(within(dialog).getByRole("button", { name: discountTexts.removeTool("Steel Hoe") }));
    await user.click(within(dialog).getByRole("button", { name: discountTexts.saveCode }));
    expect(await screen.findByText(discountMessages.saved)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PUT", `/api/discount-codes/${spring._id}`)).toMatchObject({ kind: "fixed", amount: 10, percent: null, endsOn: null, toolIds: [], categoryIds: [hand._id] });

    await user.click(screen.getByRole("button", { name: `${discountTexts.deleteCode} SPRING-10` }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(screen.queryByText(discountMessages.deleted)).not.toBeInTheDocument();
  });
});
