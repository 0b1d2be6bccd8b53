// The lists page's forms (each list's lines, "New list") in a chunk of their own: the server renders
// them, and the page keeps that HTML until the buyer reaches for one (lib/deferredForms.tsx), so
// what is typed or pressed before the page has hydrated is not lost.
export { ListCard } from "./ListCard";
export { NewListForm } from "./NewListForm";
