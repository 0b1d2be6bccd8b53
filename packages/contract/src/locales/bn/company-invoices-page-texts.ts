import type { Bangla } from "../../i18n";
import type { companyInvoicesPageTexts, payInvoicesTexts } from "../../company-invoices-page-texts";

export default {
  companyInvoicesPageTexts: {
    yourCompany: "আপনার কোম্পানি",
    seeAndPay: "কোম্পানির চালান দেখা ও পরিশোধ",
    caption: "{0}, নতুনগুলো আগে",
    pdf: "PDF",
    amount: "পরিমাণ",
  },
  payInvoicesTexts: {
    chargedNotRecorded: "আপনার কার্ড থেকে টাকা কাটা হয়েছে, কিন্তু পরিশোধটি এখনো নথিভুক্ত করা যায়নি।",
    safeToRetry: "আবার চেষ্টা করা নিরাপদ: আপনার কাছ থেকে দুবার টাকা কাটা হবে না।",
    tryAgain: "আবার চেষ্টা করুন",
    recordingLabel: "আপনার পরিশোধ নথিভুক্ত হচ্ছে",
    recording: "আপনার পরিশোধ নথিভুক্ত হচ্ছে…",
    loadingCardForm: "কার্ডের ফর্ম লোড হচ্ছে",
    cardFormError: "কার্ডের ফর্ম লোড করা যায়নি।",
    startError: "পরিশোধ শুরু করা যায়নি।",
    pay: "{0} পরিশোধ করুন",
  },
} satisfies {
  companyInvoicesPageTexts: Bangla<typeof companyInvoicesPageTexts>;
  payInvoicesTexts: Bangla<typeof payInvoicesTexts>;
};
