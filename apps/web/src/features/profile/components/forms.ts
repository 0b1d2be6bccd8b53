// My profile's forms (react-hook-form, zod and their schemas): one chunk, loaded when the buyer
// reaches for one or the page is idle (lib/deferredForms.tsx; profileForms.ts).
export { AddProfileForm } from "./AddProfileForm";
export { BusinessDetailsFields } from "./BusinessDetailsForm";
export { ChangePasswordForm } from "./ChangePasswordForm";
