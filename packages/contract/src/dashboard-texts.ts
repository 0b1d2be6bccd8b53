import { words } from "./i18n";

/* The dashboard's frame: its side menu, and the guards before its pages (issue 38 moved them here from apps/web/src/app). */

export const dashboardMenuTexts = words("dashboardMenuTexts", {
  myOrders: "My orders",
  shoppingLists: "Shopping lists",
  addReview: "Add a review",
  myProfile: "My profile",
  company: "Company",
  shopOverview: "Shop overview",
  allUsers: "All Users",
  addProduct: "Add Product",
  manageAllOrders: "Manage All Orders",
  companies: "Companies",
  manageProducts: "Manage Products",
  categories: "Categories",
  shipping: "Shipping",
  tax: "Tax",
  languages: "Languages",
  manageReviews: "Manage Reviews",
  subscribers: "Subscribers",
  discountCodes: "Discount codes",
  priceLists: "Price lists",
  sentEmails: "Sent Emails",
  openMenu: "Open dashboard menu",
  closeMenu: "Close dashboard menu",
  menu: "Menu",
  dashboard: "Dashboard",
  admin: "Admin",
  checkingAdmin: "Checking admin access",
} as const);

export const dashboardGuardTexts = words("dashboardGuardTexts", {
  loadingDashboard: "Loading your dashboard",
  notAllowedTitle: "Not allowed · AgroForge",
  notAllowed: "Not allowed",
  adminsOnly: "This page is for admins only. Your account can see its orders, reviews and profile in the dashboard.",
  backToDashboard: "Back to the dashboard",
  checkingAdmin: "Checking admin access",
  adminCheckFailed: "We could not check your admin access.",
  sessionCheckFailed: "We could not check whether you are logged in.",
  serverSilent: "The server did not answer. Please try again in a moment.",
} as const);
