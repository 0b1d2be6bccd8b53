// The tool page's forms in one chunk (react-hook-form, zod and the order and quote schemas): the
// page renders and hydrates without them, and loads them when the buyer reaches for a form.
export { BulkBuy } from "./BulkBuy";
export { OrderForm } from "./OrderForm";
export { QuantityCheck } from "./QuantityCheck";
