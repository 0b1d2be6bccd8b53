import type { Bangla } from "../../i18n";
import type { contactFormLabels, contactPageTexts } from "../../contact-page-texts";

export default {
  contactFormLabels: {
    name: "আপনার নাম",
    email: "আপনার ইমেইল",
    message: "বার্তা",
  },
  contactPageTexts: {
    title: "যোগাযোগ · AgroForge",
    description: "AgroForge অফিসে লিখুন: অর্ডার, বড় পরিমাণের কোটেশন এবং আমাদের যন্ত্রপাতি নিয়ে প্রশ্ন।",
    heading: "যোগাযোগ করুন",
    loading: "আমাদের ঠিকানা লোড হচ্ছে",
    error: "আমরা আমাদের ঠিকানা লোড করতে পারিনি।",
    vatId: "বিআইএন (BIN): {0}",
    formHeading: "আমাদের অফিসে লিখুন",
    send: "বার্তা পাঠান",
  },
} satisfies { contactFormLabels: Bangla<typeof contactFormLabels>; contactPageTexts: Bangla<typeof contactPageTexts> };
