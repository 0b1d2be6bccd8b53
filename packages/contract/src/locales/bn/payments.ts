import type { Bangla } from "../../i18n";
import type { cardErrorMessages } from "../../payments";

export default {
  cardErrorMessages: {
    card_declined: "আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।",
    invalid_number: "আপনার কার্ড নম্বরটি সঠিক নয়।",
    invalid_expiry: "আপনার কার্ডের মেয়াদের তারিখটি সঠিক নয়।",
    expired_card: "আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।",
    invalid_cvc: "আপনার কার্ডের নিরাপত্তা কোড (CVC) সঠিক নয়।",
  },
} satisfies { cardErrorMessages: Bangla<typeof cardErrorMessages> };
