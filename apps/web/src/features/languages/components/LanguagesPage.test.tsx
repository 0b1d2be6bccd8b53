import { formatCount, latinDigitsKept, setLanguageSource, setLatinDigits, shopSettingsTexts } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { LanguagesPage } from "./LanguagesPage";

const admin = { ...testUser, role: "admin" as const };

afterEach(() => setLatinDigits(false));

describe("LanguagesPage", () => {
  it("saves Latin digits for Bangla, and this page writes its numbers by them at once", async () => {
    const fetchMock = mockFetch({
      ...sessionHandlers(admin),
      "GET /api/admin/shop-settings": () => json(200, { latinDigits: false }),
      "PUT /api/admin/shop-settings": () => json(200, { latinDigits: true }),
    });
    renderWithProviders(<LanguagesPage />, { toaster: true });
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: shopSettingsTexts.latinDigits });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(shopSettingsTexts.latinDigitsHint);
    await user.click(box);
    await user.click(screen.getByRole("button", { name: shopSettingsTexts.save }));
    expect(await screen.findByText(shopSettingsTexts.saved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url, init]) => url === "/api/admin/shop-settings" && init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ latinDigits: true });
    expect(latinDigitsKept()).toBe(true);
    expect(formatCount(123_456, "bn")).toBe("1,23,456");
  });

  it("is written in Bangla on /bn, with the office's saved choice checked", async () => {
    mockFetch({ ...sessionHandlers(admin), "GET /api/admin/shop-settings": () => json(200, { latinDigits: true }) });
    loadBanglaCatalogue();
    const before = setLanguageSource(() => "bn");
    try {
      renderWithProviders(<LanguagesPage />);
      expect(await screen.findByRole("checkbox", { name: "বাংলা পাতায় সংখ্যা ইংরেজি অঙ্কে লিখুন" })).toBeChecked();
      expect(screen.getByRole("heading", { name: "ভাষা" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "সংরক্ষণ করুন" })).toBeInTheDocument();
    } finally {
      setLanguageSource(before);
    }
  });
});
