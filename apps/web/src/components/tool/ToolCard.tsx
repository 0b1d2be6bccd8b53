import { useHydrated } from "../../lib/useHydrated";
import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages, toolCardWords, toolCodeTexts, toolDescription, toolName, yourPriceTexts } from "@shop/contract";
import { BadgePercent, Boxes, Check, Package, PackageCheck, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { useCart } from "../../lib/cart";
import { useAddToCart } from "../../lib/useAddToCart";
import { useFocusOnChange } from "../../lib/useFocusOnChange";
import { bestVolumePrice, formatCents, formatDollars, formatQuantity } from "../../lib/price";
import { scriptSafeJson } from "../../lib/scriptJson";
import { productJsonLd } from "./productJsonLd";

interface ToolCardProps {
  tool: Tool;
  /** Show the Buy Now button (the list and the home page do; the purchase page does not). */
  showBuyNow?: boolean;
  /** The tool name's heading level, so it fits under the page's own headings. */
  headingLevel?: 2 | 3;
  /** The page's largest first paint (the first card of /tools): loaded at once, ahead of other images. */
  priority?: boolean;
  /** Show the shipping weight beside the SKU (the tool's page does; the lists keep their cards short). */
  showWeight?: boolean;
}

/** Every catalogue image is shown in a 4:3 box; its width and height reserve that box before it loads. */
export const TOOL_IMAGE_SIZE = { width: 600, height: 450 } as const;

/**
 * One tool: image, name, SKU, Min-O/Q, In-Stock, price per unit, description and Buy Now; its pack
 * size and best volume price when it has them; and its schema.org Product data for search engines.
 * It renders the same on the server and in the browser (the cart button starts from the server's
 * empty cart, see useCart), so a hydrated page keeps the server's markup.
 */
export function ToolCard({ tool, showBuyNow = true, headingLevel = 2, priority = false, showWeight = false }: ToolCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const outOfStock = tool.availableQuantity <= 0;
  // Some left, but fewer than one order may take: nothing can be ordered (or put in the cart) until restocked.
  const belowMinimum = !outOfStock && tool.availableQuantity < tool.minimumOrderQuantity;
  const noteId = `tool-${tool._id}-stock`;
  const packSize = tool.packSize ?? 1;
  const best = bestVolumePrice(tool);
  // In the lists (those with Buy Now) the name and the picture lead to the tool's page too.
  const page = showBuyNow ? `/tools/${tool._id}` : null;
  const image = (
    <img
      src={tool.img}
      alt={toolName(tool)}
      {...TOOL_IMAGE_SIZE}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className="h-full w-full object-cover"
    />
  );
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="aspect-[4/3] bg-base-200">
        {page ? (
          // Out of the Tab order: the name's link just below leads to the same page.
          <Link to={page} tabIndex={-1} className="block h-full">
            {image}
          </Link>
        ) : (
          image
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <div>
          <Heading className="card-title font-display text-xl">
            {page ? (
              <Link to={page} className="link link-hover">
                {toolName(tool)}
              </Link>
            ) : (
              toolName(tool)
            )}
          </Heading>
          <p className="mt-0.5 text-xs text-base-content/75">
            <span>{toolCodeTexts.sku(tool.sku)}</span>
            {showWeight && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{toolCodeTexts.weight(tool.weight)}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <span className="badge badge-soft badge-neutral gap-1.5 py-3">
            <Boxes className="size-3.5" aria-hidden="true" />
            {toolCardWords.minimumOrder(tool.minimumOrderQuantity)}
          </span>
          <span className={`badge badge-soft gap-1.5 py-3 ${outOfStock || belowMinimum ? "badge-error" : "badge-success"}`}>
            <PackageCheck className="size-3.5" aria-hidden="true" />
            {toolCardWords.inStock(tool.availableQuantity)}
          </span>
          {packSize > 1 && (
            <span className="badge badge-soft badge-info gap-1.5 py-3">
              <Package className="size-3.5" aria-hidden="true" />
              {toolCardWords.packSize(formatQuantity(packSize))}
            </span>
          )}
        </div>
        <div className="grow-0">
          <p className="text-base-content/80">
            {/* Issue 28: a member's own price leads, the catalogue's beside it. */}
            {tool.yourPrice !== undefined && <span className="text-sm font-semibold">{yourPriceTexts.yourPrice} </span>}
            <span className="text-2xl font-bold text-primary">{formatDollars(tool.yourPrice ?? tool.price)}</span> {toolCardWords.perUnit}
            {tool.yourPrice !== undefined && (
              <span className="block text-sm">
                {yourPriceTexts.catalogue} <s>{formatDollars(tool.price)}</s>
              </span>
            )}
          </p>
          {best && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-success">
              <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
              {toolCardWords.bestVolumePrice(formatCents(best.priceCents), formatQuantity(best.minQuantity))}
            </p>
          )}
        </div>
        <p className="text-sm leading-relaxed text-base-content/75">{toolDescription(tool)}</p>
        {showBuyNow && (
          <div className="card-actions items-center justify-between pt-2">
            {outOfStock ? (
              <>
                <p id={noteId} className="text-sm font-medium text-error">
                  {bulkMessages.outOfStock}
                </p>
                <button type="button" className="btn btn-primary" disabled aria-describedby={noteId}>
                  <ShoppingCart className="size-4" aria-hidden="true" />
                  {toolCardWords.buyNow}
                </button>
              </>
            ) : belowMinimum ? (
              <>
                <p id={noteId} className="w-full text-sm font-medium text-error">
                  {bulkMessages.belowMinimum(tool.availableQuantity, tool.minimumOrderQuantity)}
                </p>
                <button type="button" className="btn btn-outline btn-primary" disabled aria-label={cartMessages.addToolToCart(toolName(tool))} aria-describedby={noteId}>
                  {cartMessages.addToCart}
                </button>
                {/* The tool's page offers a quote for it. */}
                <Link to={`/tools/${tool._id}`} className="btn btn-primary ml-auto">
                  <ShoppingCart className="size-4" aria-hidden="true" />
                  {toolCardWords.buyNow}
                </Link>
              </>
            ) : (
              <>
                <CartButton tool={tool} />
                <Link to={`/tools/${tool._id}`} className="btn btn-primary ml-auto">
                  <ShoppingCart className="size-4" aria-hidden="true" />
                  {toolCardWords.buyNow}
                </Link>
              </>
            )}
          </div>
        )}
      </div>
      {/* Inner HTML goes out byte for byte on the server and in the browser alike; scriptSafeJson is what keeps a name from closing the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(tool)) }} />
    </article>
  );
}

/**
 * A visitor's way into the cart from the catalogue (the tool page is behind the login): adds the
 * tool's minimum, which every rule allows (it is a multiple of the pack size). A tool already in
 * the cart links there instead, so a quantity set on the tool page or the cart is never undone.
 */
function CartButton({ tool }: { tool: Tool }) {
  const inCart = useCart().some((line) => line.productId === tool._id);
  const add = useAddToCart();
  const hydrated = useHydrated();
  // Added, the button gives way to this link: the focus follows, instead of falling to the page's body.
  const inCartLink = useFocusOnChange<HTMLAnchorElement>(inCart);
  if (inCart) {
    return (
      <Link ref={inCartLink} to="/cart" className="btn btn-ghost" aria-label={cartMessages.inCartNamed(toolName(tool))}>
        <Check className="size-4" aria-hidden="true" />
        {cartMessages.inCart}
      </Link>
    );
  }
  return (
    <button type="button" className="btn btn-outline btn-primary" aria-label={cartMessages.addToolToCart(toolName(tool))} disabled={!hydrated} onClick={() => add(tool, tool.minimumOrderQuantity)}>
      {cartMessages.addToCart}
    </button>
  );
}
