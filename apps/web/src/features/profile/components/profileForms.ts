import { lazyComponent, preloadable } from "../../../lib/preloadable";

/** My profile's forms' chunk (./forms), loaded when the buyer reaches for one (lib/deferredForms.tsx). */
export const profileFormsCode = preloadable(() => import("./forms"));
export const AddProfileForm = lazyComponent(profileFormsCode, (module) => module.AddProfileForm);
export const BusinessDetailsFields = lazyComponent(profileFormsCode, (module) => module.BusinessDetailsFields);
export const ChangePasswordForm = lazyComponent(profileFormsCode, (module) => module.ChangePasswordForm);
