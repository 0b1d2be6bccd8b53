import { businessDetailsTexts, messages, profileFormLabels } from "@shop/contract";
import type { Profile } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { beforeAll, describe, expect, it } from "vitest";
import { aBusinessDetails, aProfile } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { MyProfilePage } from "./MyProfilePage";
import { profileFormsCode } from "./profileForms";

// The forms' code is loaded when the buyer reaches for one (lib/deferredForms.tsx); its first,
// cold import (with zod and the contract's schemas) takes longer than a query's wait on a loaded
// machine, so it is loaded once for the file.
beforeAll(async () => {
  await Promise.all([profileFormsCode.load(), import("@shop/contract/front")]);
}, 60_000);

const mine = aProfile();
/** A card's words, not the business details' country list (issue 21) that names every country too. */
const cardText = { ignore: "option, script, style" };
/** My profile asks the server for the user's own cards (`?email=`), a page at a time. */
const ownPage = (page = 1) => `GET /api/profile?email=${encodeURIComponent(testUser.email)}&page=${page}&limit=6`;

const noBusiness = aBusinessDetails();

async function renderPage(extra = {}, profiles: Profile[] = [mine], route = "/dashboard/myProfile") {
  const fetchMock = mockFetch({
    ...sessionHandlers(testUser),
    [ownPage()]: () => json(200, profiles),
    "GET /api/profile/business": () => json(200, noBusiness),
    ...extra,
  });
  const view = renderWithProviders(
    <>
      <MyProfilePage />
      <Toaster />
    </>,
    { route, path: "/dashboard/myProfile" },
  );
  await screen.findByRole("heading", { level: 1, name: "My profile" });
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function fillProfile(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  const form = screen.getByRole("form", { name: "Add Your Own Profile" });
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe("MyProfilePage", () => {
  it("shows who is signed in, their own cards with a real LinkedIn link, and the Update link", async () => {
    await renderPage();
    expect(await screen.findByText("BSc Agronomy")).toBeInTheDocument();
    expect(screen.getAllByText(testUser.displayName).length).toBeGreaterThan(0);
    expect(screen.getAllByText(testUser.email).length).toBeGreaterThan(0);
    expect(screen.getByText("Kenya", cardText)).toBeInTheDocument();
    const linkedin = screen.getByRole("link", { name: /LinkedIn profile/ });
    expect(linkedin).toHaveAttribute("href", mine.linkedinProfile);
    expect(linkedin).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: "+254 712 345678" })).toHaveAttribute("href", "tel:+254712345678");
    expect(screen.getByRole("link", { name: "Update" })).toHaveAttribute("href", "/dashboard/upDateProfile");
    expect(screen.getByText("Amina Farms Ltd")).toBeInTheDocument();
    expect(screen.getByText("Plot 7, Nakuru Road")).toBeInTheDocument();
    // The card leaves out a business detail not given (the business details form below names it).
    expect(within(screen.getByRole("article")).queryByText("VAT ID")).not.toBeInTheDocument();
    // One profile per account: with one, there is nothing to add.
    expect(screen.queryByRole("form", { name: "Add Your Own Profile" })).not.toBeInTheDocument();
  });

  it("shows the page of cards the URL names (?page=)", async () => {
    const second: Profile = { ...mine, _id: "9d1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "Peru" };
    const paged = new Response(JSON.stringify([second]), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": "7" } });
    await renderPage({ [ownPage(2)]: () => paged }, [mine], "/dashboard/myProfile?page=2");
    expect(await screen.findByText("Peru", cardText)).toBeInTheDocument();
    expect(screen.queryByText("Kenya", cardText)).not.toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
  });

  it("prefills the email and says when the email is not an email and the number is not a number", async () => {
    const { user } = await renderPage({}, []);
    const form = await screen.findByRole("form", { name: "Add Your Own Profile" });
    expect(within(form).getByLabelText("Email")).toHaveValue(testUser.email);
    await fillProfile(user, { Email: "not-an-email", "Phone number": "call me" });
    await user.click(within(form).getByRole("button", { name: "Add Profile" }));
    expect(await within(form).findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText("Phone number")).toHaveAccessibleDescription(/Phone number must be 6 to 20 digits/);
    expect(within(form).getByText("Country is required")).toBeInTheDocument();
    expect(within(form).getByText("Image URL is required")).toBeInTheDocument();
  });

  it("adds the profile with its own toast, then empties the form and lists the new card", async () => {
    const added: Profile = { ...mine, _id: "9c1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", country: "Ghana" };
    let profiles: Profile[] = [];
    const { user, fetchMock } = await renderPage({
      [ownPage()]: () => json(200, profiles),
      "POST /api/profile": () => {
        profiles = [added];
        return json(201, { acknowledged: true, insertedId: added._id, profile: added });
      },
    });
    expect(await screen.findByText(/You have not added a profile yet/)).toBeInTheDocument();
    await fillProfile(user, {
      "Image URL": added.img,
      Country: "Ghana",
      "Phone number": added.number,
      "LinkedIn profile": added.linkedinProfile,
      Education: added.education,
    });
    await user.click(screen.getByRole("button", { name: "Add Profile" }));
    expect(await screen.findByText(messages.profile.added)).toBeInTheDocument();
    expect(screen.queryByText(messages.review.added)).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => url === "/api/profile" && init?.method === "POST");
    // The business details have a form of their own (issue 20, item 16): the profile's body holds
    // the spec's six fields only, which leaves the saved business details as they are.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      img: added.img,
      country: "Ghana",
      email: testUser.email,
      number: added.number,
      linkedinProfile: added.linkedinProfile,
      education: added.education,
    });
    expect(await screen.findByText("Ghana", cardText)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add Your Own Profile" })).not.toBeInTheDocument());
  });

  it("refuses someone else's email under the field, without asking the server", async () => {
    const { user, fetchMock } = await renderPage({}, []);
    await screen.findByRole("form", { name: "Add Your Own Profile" });
    await fillProfile(user, {
      "Image URL": mine.img,
      Country: "Kenya",
      Email: "someone@example.com",
      "Phone number": mine.number,
      "LinkedIn profile": mine.linkedinProfile,
      Education: mine.education,
    });
    await user.click(screen.getByRole("button", { name: "Add Profile" }));
    expect(await screen.findByText(`Use your own account's email (${testUser.email})`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("offers the spec's six fields in Add Your Own Profile, and no business field", async () => {
    await renderPage({}, []);
    const form = await screen.findByRole("form", { name: "Add Your Own Profile" });
    for (const label of ["Image URL", "Country", "Email", "Phone number", "LinkedIn profile", "Education"]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ["Company name", "VAT ID", "Default shipping address", "Delivery phone"]) {
      expect(within(form).queryByLabelText(label)).not.toBeInTheDocument();
    }
  });
});

describe("MyProfilePage: business details (issue 20, item 16)", () => {
  const business = () => screen.findByRole("form", { name: businessDetailsTexts.heading });

  it("prefills the form from the saved details", async () => {
    await renderPage({ "GET /api/profile/business": () => json(200, aBusinessDetails({ companyName: "Amina Farms Ltd", vatId: "KE-P051234567", shippingAddress: "Plot 7, Nakuru Road", shippingCountry: "KE", shippingPostalCode: "20100" })) });
    const form = await business();
    expect(within(form).getByLabelText("Company name")).toHaveValue("Amina Farms Ltd");
    expect(within(form).getByLabelText("VAT ID")).toHaveValue("KE-P051234567");
    expect(within(form).getByLabelText("Default shipping address")).toHaveValue("Plot 7, Nakuru Road");
    expect(within(form).getByLabelText("Delivery phone")).toHaveValue("");
    // Issue 21: the order forms' default country and postal code.
    expect(within(form).getByLabelText(profileFormLabels.shippingCountry)).toHaveValue("KE");
    expect(within(form).getByLabelText(profileFormLabels.shippingPostalCode)).toHaveValue("20100");
  });

  it("saves the details alone, without any profile, and says they are saved", async () => {
    let saved: unknown;
    const { user, fetchMock } = await renderPage(
      {
        "PUT /api/profile/business": (init: RequestInit | undefined) => {
          saved = JSON.parse(String(init?.body));
          return json(200, aBusinessDetails({ companyName: "Ghana Growers", shippingAddress: "4 Cocoa Street, Kumasi", shippingCountry: "GH", shippingPostalCode: "AK-039", phone: "+233 24 123 4567" }));
        },
      },
      [],
    );
    const form = await business();
    await user.type(within(form).getByLabelText("Company name"), "Ghana Growers");
    await user.type(within(form).getByLabelText("Default shipping address"), "4 Cocoa Street, Kumasi");
    // Issue 26: the invoices' Bill to, when it is not where the goods go.
    await user.type(within(form).getByLabelText(profileFormLabels.billingAddress), "Accounts, 9 Harbour Road, Tema");
    await user.selectOptions(within(form).getByLabelText(profileFormLabels.shippingCountry), "GH");
    await user.type(within(form).getByLabelText(profileFormLabels.shippingPostalCode), "AK-039");
    await user.type(within(form).getByLabelText("Delivery phone"), "+233 24 123 4567");
    await user.click(within(form).getByRole("button", { name: businessDetailsTexts.save }));
    expect(await within(form).findByRole("status")).toHaveTextContent(businessDetailsTexts.saved);
    expect(saved).toEqual({
      companyName: "Ghana Growers",
      vatId: null,
      shippingAddress: "4 Cocoa Street, Kumasi",
      billingAddress: "Accounts, 9 Harbour Road, Tema",
      shippingCountry: "GH",
      shippingPostalCode: "AK-039",
      phone: "+233 24 123 4567",
    });
    // Nothing of the spec's profile was asked for: its form is still there, empty.
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/profile")).toBe(false);
    expect(screen.getByRole("form", { name: "Add Your Own Profile" })).toBeInTheDocument();
    // Typing again takes the "saved" away until the next save.
    await user.type(within(form).getByLabelText("Company name"), " Co");
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
  });

  it("checks the VAT ID and the phone as the server does, and shows the server's field messages", async () => {
    const { user, fetchMock } = await renderPage({
      "PUT /api/profile/business": () =>
        json(400, { error: { code: "bad_request", message: "Invalid input", fields: [{ path: "body.companyName", message: "Company name is taken" }] } }),
    });
    const form = await business();
    await user.type(within(form).getByLabelText("VAT ID"), "x!");
    await user.type(within(form).getByLabelText("Delivery phone"), "call me");
    await user.click(within(form).getByRole("button", { name: businessDetailsTexts.save }));
    expect(await within(form).findByText(/VAT ID must be letters and digits/)).toBeInTheDocument();
    expect(within(form).getByLabelText("Delivery phone")).toHaveAccessibleDescription(/Delivery phone must be 6 to 20 digits/);
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/profile/business" && init?.method === "PUT")).toBe(false);

    await user.clear(within(form).getByLabelText("VAT ID"));
    await user.clear(within(form).getByLabelText("Delivery phone"));
    await user.type(within(form).getByLabelText("Company name"), "Taken Ltd");
    await user.click(within(form).getByRole("button", { name: businessDetailsTexts.save }));
    expect(await within(form).findByText("Company name is taken")).toBeInTheDocument();
    expect(within(form).getByLabelText("Company name")).toHaveValue("Taken Ltd");
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
  });
});
