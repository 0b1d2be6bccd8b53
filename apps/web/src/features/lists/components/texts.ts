/** The lists page's own words. */
export const listsTexts = {
  heading: "Shopping lists",
  intro: "Your company's shared lists: every member sees them, and one click puts a whole list in the cart.",
  loading: "Loading the shopping lists",
  loadError: "We could not load the shopping lists",
  newList: "New list",
  create: "Create list",
} as const;
