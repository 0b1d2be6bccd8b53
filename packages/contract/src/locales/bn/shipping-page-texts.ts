import type { Bangla } from "../../i18n";
import type { shippingPageTexts } from "../../shipping-page-texts";

export default {
  shippingPageTexts: {
    edit: "সম্পাদনা",
    remove: "সরান",
    actions: "কাজ",
    method: "পদ্ধতি",
    pricing: "মূল্য নির্ধারণ",
    estimate: "আনুমানিক সময়",
    rate: "হার",
    methodsOf: "{0}-এর ডেলিভারি পদ্ধতি",
    addMethodTo: "{1} অঞ্চলে {0}",
    removeCountry: "{0} সরান",
    loadingSettings: "করের সেটিংস লোড হচ্ছে",
    settingsFailed: "করের সেটিংস আমরা লোড করতে পারিনি।",
  },
} satisfies { shippingPageTexts: Bangla<typeof shippingPageTexts> };
