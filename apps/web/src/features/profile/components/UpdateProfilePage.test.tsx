import { messages } from "@shop/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { aProfile } from "../../../test/fixtures";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { UpdateProfilePage } from "./UpdateProfilePage";

const mine = aProfile({ vatId: "KE-P051234567", phone: "+254 700 111222" });

describe("UpdateProfilePage", () => {
  it("prefills the form, shows a loading screen while saving, then says 'Successfully Updated Profile'", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}`]: () => json(200, [mine]),
      [`PUT /api/profile/${encodeURIComponent(testUser.email)}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    // The page navigates away on success: the Toaster must live outside it to keep the toast.
    renderWithProviders(<UpdateProfilePage />, { route: "/dashboard/upDateProfile", path: "/dashboard/upDateProfile", toaster: true });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Update Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Country")).toHaveValue("Kenya");
    expect(screen.getByLabelText("Email")).toHaveValue(testUser.email);
    // The business details have a form of their own on My profile (issue 20, item 16).
    expect(screen.queryByLabelText("Company name")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Delivery phone")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Country"));
    await user.type(screen.getByLabelText("Country"), "Uganda");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByRole("status", { name: "Updating your profile" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Profile" })).not.toBeInTheDocument();
    answer(json(200, { acknowledged: true, matchedCount: 1, modifiedCount: 1 }));

    expect(await screen.findByText(messages.profile.updated)).toBeInTheDocument();
    expect(await screen.findByTestId("location")).toHaveTextContent("/dashboard/myProfile");
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT" && String(init.body).includes("Uganda"));
    // The spec's six fields and nothing else: the saved business details stay as they are.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      img: mine.img,
      country: "Uganda",
      email: testUser.email,
      number: mine.number,
      linkedinProfile: mine.linkedinProfile,
      education: "BSc Agronomy",
    });
  });

  it("keeps what was typed and shows the server's message when the update fails", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      [`GET /api/profile?email=${encodeURIComponent(testUser.email)}`]: () => json(200, [mine]),
      [`PUT /api/profile/${encodeURIComponent(testUser.email)}`]: () =>
        json(400, {
          error: {
            code: "bad_request",
            message: "Invalid input",
            fields: [
              { path: "body.country", message: "Country is not known" },
              { path: "body.education", message: "Education is too vague" },
            ],
          },
        }),
    });
    renderWithProviders(
      <>
        <UpdateProfilePage />
        <Toaster />
      </>,
      { route: "/dashboard/upDateProfile", path: "/dashboard/upDateProfile" },
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Country"));
    await user.type(screen.getByLabelText("Country"), "Atlantis");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Invalid input")).toBeInTheDocument();
    expect(screen.getByLabelText("Country")).toHaveValue("Atlantis");
    expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("Country is not known");
    expect(screen.getByLabelText("Education")).toHaveAccessibleDescription("Education is too vague");
  });
});
