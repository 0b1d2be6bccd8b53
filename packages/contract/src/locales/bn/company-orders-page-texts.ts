import type { Bangla } from "../../i18n";
import type { approvalsPageTexts, companyOrderColumns, companyOrdersPageTexts } from "../../company-orders-page-texts";

export default {
  companyOrdersPageTexts: {
    noCompany: "আপনি কোনো কোম্পানির সদস্য নন।",
    yourCompany: "আপনার কোম্পানি",
    everyOrder: "{0}-এর সব অর্ডার: কে অর্ডার দিয়েছেন, কে অনুমোদন করেছেন।",
    yourOrders: "{0}-এর জন্য আপনার অর্ডার।",
    loadingOrders: "কোম্পানির অর্ডারগুলো লোড হচ্ছে",
    ordersError: "কোম্পানির অর্ডারগুলো লোড করা যায়নি।",
    noOrdersMatch: "মিলে যায় এমন কোনো অর্ডার নেই।",
    everyQuote: "{0}-এর সব কোটেশন: কে চেয়েছেন, আর দোকান কী দাম দিয়েছে। যিনি চেয়েছেন তিনিই কোটেশনটি গ্রহণ করবেন।",
    yourQuotes: "{0}-এর জন্য আপনার কোটেশন।",
    loadingQuotes: "কোম্পানির কোটেশনগুলো লোড হচ্ছে",
    quotesError: "কোম্পানির কোটেশনগুলো লোড করা যায়নি।",
    noQuotesMatch: "মিলে যায় এমন কোনো কোটেশন নেই।",
    status: "অবস্থা",
    allStatuses: "সব অবস্থা",
  },
  companyOrderColumns: {
    order: "অর্ডার",
    date: "তারিখ",
    product: "পণ্য",
    total: "মোট",
    status: "অবস্থা",
    actions: "কাজ",
    openOrder: "অর্ডার {0} খুলুন: {1}",
    quote: "কোটেশন",
    asked: "চাওয়ার তারিখ",
    quotedPrice: "প্রস্তাবিত দাম",
    validUntil: "মেয়াদ শেষ",
    askedForThem: "{0} তাঁর পক্ষে চেয়েছে",
    each: "প্রতিটি {0}",
  },
  approvalsPageTexts: {
    intro: "কোনো সদস্যের খরচের সীমার বেশি অর্ডারগুলো এখানে কোনো অনুমোদনকারী বা অ্যাডমিনের জন্য অপেক্ষা করে। অনুমোদিত হলে ক্রেতা মূল্য পরিশোধ করতে পারবেন; প্রত্যাখ্যাত হলে অর্ডারটি বাতিল হবে এবং এর পণ্য মজুতে ফিরে যাবে।",
    approveOrders: "অর্ডার অনুমোদন",
    loading: "অনুমোদনের অপেক্ষায় থাকা অর্ডারগুলো লোড হচ্ছে",
    loadError: "অনুমোদনের অপেক্ষায় থাকা অর্ডারগুলো লোড করা যায়নি।",
    awaiting: "অনুমোদনের অপেক্ষায় থাকা অর্ডার",
    approveOrder: "অর্ডার {0} অনুমোদন করুন",
    rejectOrder: "অর্ডার {0} প্রত্যাখ্যান করুন",
    loadingForm: "ফর্মটি লোড হচ্ছে",
    reasonHint: "এই কারণটি ক্রেতাকে ইমেইলে জানানো হবে।",
  },
} satisfies {
  companyOrdersPageTexts: Bangla<typeof companyOrdersPageTexts>;
  companyOrderColumns: Bangla<typeof companyOrderColumns>;
  approvalsPageTexts: Bangla<typeof approvalsPageTexts>;
};
