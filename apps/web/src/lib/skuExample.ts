import type { Tool } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { filteredToolPageQuery } from "./tools";

/**
 * Issue 35: the SKU pads' hints showed SKUs no tool has. An example line is now made of a real
 * tool of the shop's catalogue (the first with a SKU): its SKU and the least quantity it sells,
 * rounded up to its pack, so the line typed as shown is one the shop accepts.
 */
export function exampleLine(tools: readonly Pick<Tool, "sku" | "minimumOrderQuantity" | "packSize">[]): string | null {
  const tool = tools.find((one) => one.sku.trim() !== "");
  if (!tool) return null;
  const pack = tool.packSize && tool.packSize > 1 ? tool.packSize : 1;
  const quantity = Math.max(pack, Math.ceil(Math.max(1, tool.minimumOrderQuantity) / pack) * pack);
  return `${tool.sku} ${quantity}`;
}

/** The home page's first six tools (the same query, so often cached already), which the server loads with the pages that show the example. */
export const exampleToolsQuery = () => filteredToolPageQuery({}, 1, 6);

/** A line of a real tool of the catalogue ("AF-PFK-135 100"); null until the catalogue's first page is there, or when no tool has a SKU. */
export function useExampleLine(): string | null {
  const page = useQuery(exampleToolsQuery());
  return page.data ? exampleLine(page.data.items) : null;
}
