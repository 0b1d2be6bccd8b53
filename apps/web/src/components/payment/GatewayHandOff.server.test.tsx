import { cardFormTexts } from "@shop/contract";
import { within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GatewayHandOff } from "./GatewayHandOff";

describe("GatewayHandOff in the server's HTML", () => {
  it("is disabled and says why until the page's code runs: a press there would be lost", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<GatewayHandOff note="You pay on bKash's page." label="Pay with bKash" going={false} error={null} onPay={() => undefined} />);
    document.body.append(container);
    const button = within(container).getByRole("button", { name: "Pay with bKash" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(cardFormTexts.preparing);
    container.remove();
  });
});
