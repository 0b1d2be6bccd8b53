import type { Bangla } from "../../i18n";
import type { companyAuditActionNames, companyAuditFieldNames, companyAuditLabels } from "../../company-audit-texts";

export default {
  companyAuditLabels: {
    heading: "পরিবর্তনের ইতিহাস",
    when: "কখন",
    who: "কে",
    what: "কী",
    member: "সদস্য",
    before: "আগে",
    after: "পরে",
    byOffice: "অফিস",
    empty: "এখনো কোনো পরিবর্তন লেখা হয়নি।",
    noLimit: "সীমা নেই",
    yes: "হ্যাঁ",
    no: "না",
  },
  companyAuditActionNames: {
    founded: "কোম্পানি খোলা হয়েছে",
    details_changed: "নাম, VAT ID বা ঠিকানা বদলানো হয়েছে",
    member_changed: "ভূমিকা বা সীমা বদলানো হয়েছে",
    invited: "আমন্ত্রণ পাঠানো হয়েছে",
    invitation_accepted: "আমন্ত্রণ গ্রহণ করা হয়েছে",
    invitation_withdrawn: "আমন্ত্রণ প্রত্যাহার করা হয়েছে",
    member_removed: "সদস্যকে বাদ দেওয়া হয়েছে",
    member_left: "সদস্য চলে গেছেন",
    suspended: "কোম্পানি স্থগিত করা হয়েছে",
    unsuspended: "কোম্পানি আবার চালু করা হয়েছে",
    terms_changed: "পরিশোধের শর্ত বা ক্রেডিট সীমা বদলানো হয়েছে",
  },
  companyAuditFieldNames: {
    name: "নাম",
    vatId: "VAT ID",
    billingAddress: "বিলিং ঠিকানা",
    addresses: "ডেলিভারির ঠিকানা",
    role: "ভূমিকা",
    orderLimit: "প্রতি অর্ডারের সীমা",
    monthlyLimit: "মাসিক সীমা",
    suspended: "স্থগিত",
    paymentTerms: "পরিশোধের শর্ত",
    creditLimit: "ক্রেডিট সীমা",
  },
} satisfies {
  companyAuditLabels: Bangla<typeof companyAuditLabels>;
  companyAuditFieldNames: Bangla<typeof companyAuditFieldNames>;
  companyAuditActionNames: Bangla<typeof companyAuditActionNames>;
};
