import { CART_QUOTE_ANCHOR, cartQuoteTexts, messages } from "@shop/contract";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

const [aboveHead = "", aboveTail = ""] = messages.order.aboveHeldValue("\u0000").split("\u0000");
const withOpen = messages.order.heldValueWithOpen("\u0000", "\u0000").split("\u0000");

/** Whether a refusal is MAX_HELD_VALUE's (issue 35), in either of its wordings, whatever the amounts. */
export function isHeldValueRefusal(message: string): boolean {
  const [head = "", , tail = ""] = withOpen;
  return (message.startsWith(aboveHead) && message.endsWith(aboveTail)) || (message.startsWith(head) && message.endsWith(tail));
}

interface HeldValueNoticeProps {
  /** The checkout's warning that MAX_HELD_VALUE would refuse this cart (checkout.heldValueCap), said before the button. */
  warning: string | null;
  /** The server's refusal of Place order, said beside the button, where a phone shows it. */
  refusal: string | null;
  id?: string;
}

/**
 * Issue 35: before the cart's Place order button, why it cannot be placed as it is (above what
 * can be ordered without a quote), and after a refusal what the server said, with the way on:
 * the cart's own quote request under the lines (`#request-cart-quote`).
 */
export function HeldValueNotice({ warning, refusal, id }: HeldValueNoticeProps) {
  const message = refusal ?? warning;
  if (!message) return null;
  const quote = warning !== null || isHeldValueRefusal(message);
  return (
    // A refusal is announced once, by the cart's alert above its lines; a warning as it appears.
    <div id={id} role={refusal ? undefined : "status"} className={`flex items-start gap-3 rounded-box border p-4 ${refusal ? "border-error/40 bg-error/10" : "border-warning/60 bg-warning/15"}`}>
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col items-start gap-1">
        {quote && <p className="font-semibold">{cartQuoteTexts.warningHeading}</p>}
        <p>{message}</p>
        {quote && (
          <Link to={`#${CART_QUOTE_ANCHOR}`} className="btn btn-outline btn-primary btn-sm mt-1">
            {cartQuoteTexts.button}
          </Link>
        )}
      </div>
    </div>
  );
}
