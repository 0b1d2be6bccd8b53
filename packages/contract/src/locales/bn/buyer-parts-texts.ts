import type { Bangla } from "../../i18n";
import type { approvalNoteTexts, bankDepositTexts, confirmDialogTexts, orderLinesTexts, orderNotFoundTexts, paymentChoiceTexts } from "../../buyer-parts-texts";

export default {
  orderLinesTexts: {
    quoted: "{0} (কোটেশন অনুযায়ী)",
    priceList: "মূল্যতালিকা {0}",
    breakPrice: "{0}+ এর দাম",
    priced: "{0} ({1})",
    reasonSeparator: ", ",
    billOfOrder: "{0}: অর্ডার {1}",
    caption: "অর্ডার {0}-এর পণ্যসমূহ",
    tool: "যন্ত্র",
    quantity: "পরিমাণ",
    lineTotal: "মোট দাম",
  },
  orderNotFoundTexts: {
    heading: "অর্ডারটি পাওয়া যায়নি",
    office: "এই ঠিকানায় কোনো অর্ডার নেই।",
    buyer: "এই ঠিকানায় আপনার কোনো অর্ডার নেই। আপনার অর্ডারগুলো 'আমার অর্ডার'-এ দেওয়া আছে।",
    toAllOrders: "সব অর্ডার ব্যবস্থাপনায় যান",
    toMyOrders: "আমার অর্ডারে যান",
  },
  confirmDialogTexts: {
    delete: "মুছে ফেলুন",
    keepIt: "রেখে দিন",
  },
  bankDepositTexts: {
    heading: "ব্যাংকে জমা",
    account: "হিসাব",
    reference: "রেফারেন্স",
    amount: "টাকার পরিমাণ",
    depositBy: "জমা দেওয়ার শেষ সময়",
  },
  paymentChoiceTexts: {
    heading: "কীভাবে পরিশোধ করবেন?",
    payNow: "এখনই পরিশোধ করুন: {0}",
    methodSeparator: ", ",
    hints: {
      online: "পরের পাতায় পরিশোধ করুন।",
      cod: "পণ্য পৌঁছালে চালককে নগদে পরিশোধ করুন।",
      bank_deposit: "ব্যাংকে জমা দিন; হিসাব নম্বর ও রেফারেন্স পরে জানানো হবে।",
    },
  },
  approvalNoteTexts: {
    limitsJoin: " এবং ",
  },
} satisfies {
  orderLinesTexts: Bangla<typeof orderLinesTexts>;
  orderNotFoundTexts: Bangla<typeof orderNotFoundTexts>;
  confirmDialogTexts: Bangla<typeof confirmDialogTexts>;
  bankDepositTexts: Bangla<typeof bankDepositTexts>;
  paymentChoiceTexts: Bangla<typeof paymentChoiceTexts>;
  approvalNoteTexts: Bangla<typeof approvalNoteTexts>;
};
