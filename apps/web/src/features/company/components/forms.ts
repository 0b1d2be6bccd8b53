// The company page's forms in one chunk (react-hook-form, zod and the company's schemas): the page
// renders and hydrates without them, and loads them when the buyer reaches for a form.
export { CompanyForm } from "./CompanyForm";
export { InviteSection } from "./InviteSection";
export { MemberList } from "./MemberList";
