import type { Bangla } from "../../i18n";
import type { officeCompaniesTexts, officeCompanyTexts, officePaymentTexts } from "../../office-company-page-texts";

export default {
  officeCompaniesTexts: {
    heading: "কোম্পানিসমূহ",
    intro: "যেসব কোম্পানি এখানে কেনে: নাম দিয়ে খুঁজুন, সদস্য, সীমা, ঠিকানা ও অর্ডার দেখতে খুলুন, স্থগিত করুন বা আবার চালু করুন।",
    search: "খুঁজুন",
    loading: "কোম্পানিগুলো লোড হচ্ছে",
    loadError: "কোম্পানিগুলো আমরা লোড করতে পারিনি",
    table: "কোম্পানিসমূহ",
    newestFirst: "{0}, নতুনগুলো আগে",
  },
  officeCompanyTexts: {
    loading: "কোম্পানি লোড হচ্ছে",
    loadError: "কোম্পানিটি আমরা লোড করতে পারিনি",
    back: "সব কোম্পানি",
    details: "বিস্তারিত",
    vatCheck: "VAT ID যাচাই",
    members: "সদস্য ও ভূমিকা",
    addresses: "ডেলিভারির ঠিকানা",
    orders: "অর্ডার",
    ordersCount: "{0}টি অর্ডার, নতুনগুলো আগে",
    noLimit: "কোনো সীমা নেই",
    memberName: "নাম",
    memberEmail: "ইমেইল",
    orderDate: "অর্ডারের সময়",
    placedBy: "অর্ডার করেছেন",
    status: "অবস্থা",
    total: "মোট",
    since: "গ্রাহক হয়েছেন",
    asking: "{0}?",
    auditLoading: "অডিট ট্রেইল লোড হচ্ছে",
    auditLoadError: "অডিট ট্রেইল আমরা লোড করতে পারিনি।",
  },
  officePaymentTexts: {
    loading: "পেমেন্টগুলো লোড হচ্ছে",
    loadError: "পেমেন্টগুলো আমরা লোড করতে পারিনি।",
    invoicesLoading: "খোলা চালানগুলো লোড হচ্ছে",
    invoicesLoadError: "খোলা চালানগুলো আমরা লোড করতে পারিনি।",
    labelled: "{0}: {1}",
    date: "তারিখ",
    method: "পদ্ধতি",
    invoices: "চালান",
    amount: "পরিমাণ",
    unapplied: "অসমন্বিত",
    status: "অবস্থা",
    actions: "কাজ",
    statuses: { pending: "অপেক্ষমাণ", applied: "সমন্বিত", cancelled: "বাতিল" },
    cancel: "বাতিল করুন",
    open: "{0} বকেয়া",
    due: " · পরিশোধের শেষ তারিখ {0}",
    overdue: " · মেয়াদোত্তীর্ণ",
  },
} satisfies {
  officeCompaniesTexts: Bangla<typeof officeCompaniesTexts>;
  officeCompanyTexts: Bangla<typeof officeCompanyTexts>;
  officePaymentTexts: Bangla<typeof officePaymentTexts>;
};
