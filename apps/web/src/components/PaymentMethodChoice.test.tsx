import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PaymentMethodChoice, paymentMethodField, placingChoices, type PlacingChoice } from "./PaymentMethodChoice";

describe("placingChoices and paymentMethodField", () => {
  it("offer a choice only when cash on delivery or a bank deposit is offered", () => {
    expect(placingChoices(undefined)).toEqual([]);
    expect(placingChoices(["card", "bkash"])).toEqual([]);
    expect(placingChoices(["card", "cod", "bank_deposit"])).toEqual(["online", "cod", "bank_deposit"]);
    expect(placingChoices(["cod"])).toEqual(["cod"]);
    expect(placingChoices([])).toEqual([]);
  });

  it("send the chosen method while it is offered, nothing to pay online, and fall back when it no longer is", () => {
    expect(paymentMethodField("cod", ["card", "cod"])).toEqual({ paymentMethod: "cod" });
    expect(paymentMethodField("online", ["card", "cod"])).toEqual({});
    // Over COD_MAX now: the card, the server's default.
    expect(paymentMethodField("cod", ["card", "bank_deposit"])).toEqual({});
    expect(paymentMethodField("online", ["cod"])).toEqual({ paymentMethod: "cod" });
  });
});

function Harness({ offered }: { offered: Parameters<typeof PaymentMethodChoice>[0]["offered"] }) {
  const [value, setValue] = useState<PlacingChoice>("online");
  return (
    <>
      <PaymentMethodChoice offered={offered} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe("PaymentMethodChoice", () => {
  it("shows nothing when only online methods are offered", () => {
    render(<Harness offered={["card", "bkash"]} />);
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
  });

  it("lets the buyer choose cash on delivery or a bank deposit", async () => {
    const user = userEvent.setup();
    render(<Harness offered={["card", "bkash", "cod", "bank_deposit"]} />);
    expect(screen.getByRole("group", { name: "How will you pay?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Pay now: Card, bKash/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Cash on delivery/ }));
    expect(screen.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("cod");
    await user.click(screen.getByRole("radio", { name: /Bank deposit/ }));
    expect(screen.getByRole("status")).toHaveTextContent("bank_deposit");
  });
});
