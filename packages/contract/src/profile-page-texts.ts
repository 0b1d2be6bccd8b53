import { words } from "./i18n";

/* Issue 38: the words of the buyer's profile pages (My profile, Update Profile), moved here from their components. */

export const profilePageTexts = words("profilePageTexts", {
  pageTitle: "My profile · AgroForge",
  heading: "My profile",
  name: "Name",
  email: "Email",
  companyAccount: "Company account",
  update: "Update",
  yourCards: "Your profile cards",
  loading: "Loading your profile",
  couldNotLoad: "We could not load your profile.",
  noProfile: "You have not added a profile yet. Add yours with the form below.",
  cardsPagination: "Profile cards",
  addHeading: "Add Your Own Profile",
  addProfile: "Add Profile",
  notVerified: "Your email address is not verified yet",
  loadingBusiness: "Loading your business details",
  couldNotLoadBusiness: "We could not load your business details.",
  /** The profile form's refusal of another account's email. */
  ownEmail: (email: string) => `Use your own account's email (${email})`,
} as const);

export const profileCardTexts = words("profileCardTexts", {
  picture: (name: string) => `Profile picture of ${name}`,
  education: "Education",
  country: "Country",
  social: "Social",
  linkedin: "LinkedIn profile",
  newTab: "(opens in a new tab)",
  contact: "Contact",
} as const);

export const changePasswordTexts = words("changePasswordTexts", {
  heading: "Change password",
  current: "Current password",
  new: "New password",
  confirm: "Confirm new password",
} as const);

export const updateProfileTexts = words("updateProfileTexts", {
  loading: "Loading your profile",
  pageTitle: "Update Profile · AgroForge",
  myProfile: "My profile",
  heading: "Update Profile",
  couldNotLoad: "We could not load your profile.",
  change: "Change what your profile card shows.",
  create: "You have no profile yet: saving this form creates it.",
  updating: "Updating your profile",
  submit: "Update Profile",
} as const);
