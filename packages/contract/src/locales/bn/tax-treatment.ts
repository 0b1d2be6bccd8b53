import type { Bangla } from "../../i18n";
import type { legalNotes, treatmentLabels } from "../../tax-treatment";

export default {
  legalNotes: {
    intraCommunity: "পণ্যের অব্যাহতিপ্রাপ্ত আন্তঃকমিউনিটি সরবরাহ, Directive 2006/112/EC-এর অনুচ্ছেদ ১৩৮; VAT পরিশোধের দায় ক্রেতার",
    // The English tells an EU seller's exempt export (art. 146) from another's zero-rated one by
    // the reference it is given, which ICU cannot select on (a case is one word): this is the
    // shop's own, a Bangladeshi seller's, whose exports the Act's Second Schedule zero-rates.
    export: "পণ্যের শূন্য হারবিশিষ্ট রপ্তানি ({0})",
    distanceSale: "পণ্যের দূরবর্তী বিক্রয়: পণ্য যে সদস্য রাষ্ট্রে পৌঁছায় সেখানকার VAT ({0})",
  },
  treatmentLabels: {
    domestic: "দেশীয় সরবরাহ",
    intra_community: "অব্যাহতিপ্রাপ্ত আন্তঃকমিউনিটি সরবরাহ",
    distance_sale: "দূরবর্তী বিক্রয়",
    export: "রপ্তানি",
  },
} satisfies { legalNotes: Bangla<typeof legalNotes>; treatmentLabels: Bangla<typeof treatmentLabels> };
