import { lazyComponent, preloadable } from "../../../lib/preloadable";

/** The contact form's chunk (./forms), loaded when the visitor reaches for it (lib/deferredForms.tsx). */
export const contactFormsCode = preloadable(() => import("./forms"));
export const ContactFormCard = lazyComponent(contactFormsCode, (module) => module.ContactFormCard);
