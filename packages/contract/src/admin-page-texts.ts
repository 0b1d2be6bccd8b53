import { words } from "./i18n";

/* The office's overview and its users page (issue 38 moved their words here from apps/web's admin feature). */

export const adminHomeTexts = words("adminHomeTexts", {
  title: "Shop overview",
  intro: "What needs doing: orders to ship, tools running out, this month's sales, and what companies owe that is overdue.",
  loading: "Loading the shop overview",
  loadFailed: "We could not load the shop overview.",
  ordersToShip: "Orders to ship",
  manageAllOrders: "Manage All Orders",
  allShipped: "Every paid order has been shipped.",
  waitToShip: (count: number) => `${count === 1 ? "A paid order waits" : "Paid orders wait"} to be shipped.`,
  lowStock: "Low stock",
  manageProducts: "Manage Products",
  allOrderable: "Every tool can be ordered.",
  fewerThanMinimum: "Fewer left than the minimum order:",
  leftOfMinimum: (left: string, minimum: string) => `${left} left, min. ${minimum}`,
  andMore: (count: string) => `and ${count} more`,
  salesIn: (month: string) => `Sales in ${month}`,
  seeMonthlyReport: "See the monthly report",
  /** One line per currency: invoiced, less credited (amounts already written as money). */
  salesLine: (invoices: number, invoiced: string, creditNotes: number, credited: string) =>
    `${invoices === 1 ? "1 invoice issued" : `${invoices} invoices issued`} ${invoiced}, less ${creditNotes === 1 ? "1 credit note" : `${creditNotes} credit notes`} ${credited}.`,
  /** A month's name in a "month year" title, January first. */
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const);

export const allUsersTexts = words("allUsersTexts", {
  title: "All Users",
  intro: "Make an account admin, remove its admin role, or delete it.",
  loading: "Loading users",
  loadFailed: "We could not load the users.",
  tableLabel: "All users",
  email: "Email",
  name: "Name",
  role: "Role",
  actions: "Actions",
  pagination: "Users",
  admin: "Admin",
  customer: "Customer",
  makeAdmin: "Make Admin",
  makeAdminOf: (email: string) => `Make Admin ${email}`,
  removeAdmin: "Remove Admin",
  removeAdminOf: (email: string) => `Remove Admin ${email}`,
  deleteUser: "Delete User",
  deleteUserOf: (email: string) => `Delete User ${email}`,
  you: "You",
  alreadyAdmin: (email: string) => `${email} already is an admin`,
  deleteDetail: (email: string) => `The account ${email} and its profile will be deleted.`,
  removeQuestion: "Remove this admin?",
  removeDetail: (email: string) => `${email} will lose the admin role and be signed out.`,
} as const);
