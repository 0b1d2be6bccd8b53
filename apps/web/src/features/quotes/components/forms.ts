// The quote page's forms (the office's offer and refusal, the buyer's acceptance) in a chunk of
// their own, with react-hook-form and zod: the server renders them, and the page keeps that HTML
// until the browser is idle or the reader reaches for one (lib/deferredForms.tsx).
export { AcceptQuoteForm } from "./AcceptQuoteForm";
export { AnswerQuoteForms } from "./AnswerQuoteForms";
