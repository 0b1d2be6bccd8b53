import { words } from "./i18n";

/* Issue 38: the words of the review pages (Add a review, Manage Reviews), moved here from their components. */

export const addReviewTexts = words("addReviewTexts", {
  pageTitle: "Add a review · AgroForge",
  heading: "Add a review",
  intro: "Tell other farmers how our tools work for you. Your review appears on the home page; posting again replaces your earlier one.",
  imgHint: "A link to your photo.",
  ratingsHint: (max: number) => `Whole stars from 1 to ${max}.`,
  submit: "Add Review",
} as const);

export const manageReviewsTexts = words("manageReviewsTexts", {
  /** The button's name: what it does, and whose review. */
  showLessBy: (name: string) => `Show less of the review by ${name}`,
  readWholeBy: (name: string) => `Read the whole review by ${name}`,
  showLess: "Show less",
  readWhole: "Read the whole review",
  heading: "Manage Reviews",
  intro: "The reviews customers see on the home page; delete what does not belong there.",
  loading: "Loading reviews",
  couldNotLoad: "We could not load the reviews.",
  none: "No reviews yet.",
  all: "All reviews",
  number: "#",
  name: "Name",
  ratings: "Ratings",
  review: "Review",
  actions: "Actions",
  pagination: "Reviews",
  deleteBy: (name: string) => `Delete the review by ${name}`,
  deleteDetail: (name: string) => `The review by ${name} leaves the home page.`,
} as const);

