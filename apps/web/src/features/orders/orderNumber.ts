/**
 * The order number people read out and type: the first 8 hex digits of the order's id, in
 * capitals. Unique enough to find one's own order among a customer's few; the link to the
 * order page carries the whole id.
 */
export function orderNumber(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
