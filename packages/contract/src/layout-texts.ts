import { words } from "./i18n";

/* The words of every page's frame: the header, its menu and the footer (issue 38 moved them here from the layout's components). */

export const navigationTexts = words("navigationTexts", {
  main: "Main",
  menu: "Menu",
  tools: "Tools",
  portfolio: "My Portfolio",
  blogs: "Blogs",
  dashboard: "Dashboard",
  contact: "Contact",
  signOut: "SignOut",
  login: "Login",
  /** The language switch: names the language it leads to, in that language (languageNames). */
  switchLanguage: "Read this page in another language",
  /** The first link of every page, for a keyboard. */
  skipToContent: "Skip to content",
  noScript: "Browsing the catalogue works without JavaScript; the cart, ordering, signing in and the forms need it. Please turn it on to buy.",
  /** The toasts' region, as a screen reader names it (sonner adds its key, alt+T). */
  notifications: "Notifications",
  closeNotification: "Close toast",
} as const);

export const footerTexts = words("footerTexts", {
  about: "Hand-finished agricultural tools from our works in Bogura, for farms, orchards and gardens since 1998.",
  explore: "Explore",
  navigation: "Footer",
  visit: "Visit or call",
  copyright: (year: number) => `Copyright © ${year} AgroForge. All rights reserved.`,
} as const);
