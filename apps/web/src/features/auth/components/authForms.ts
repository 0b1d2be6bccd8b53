import { lazyComponent, preloadable } from "../../../lib/preloadable";

/** The sign-in and sign-up cards' chunk (./forms), loaded when the visitor reaches for a field (lib/deferredForms.tsx). */
export const authFormsCode = preloadable(() => import("./forms"));
export const SignInCard = lazyComponent(authFormsCode, (module) => module.SignInCard);
export const SignUpCard = lazyComponent(authFormsCode, (module) => module.SignUpCard);
