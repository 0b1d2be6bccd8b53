import { lazyComponent, preloadable } from "../../../lib/preloadable";

/** My profile's forms' chunk (./forms), loaded when the buyer reaches for one (lib/deferredForms.tsx). */
export const profileFormsCode = preloadable(() => import("./forms"));
export const BusinessDetailsFields = lazyComponent(profileFormsCode, (module) => module.BusinessDetailsFields);
export const ChangePasswordForm = lazyComponent(profileFormsCode, (module) => module.ChangePasswordForm);
export const ProfileFormFields = lazyComponent(profileFormsCode, (module) => module.ProfileFormFields);
