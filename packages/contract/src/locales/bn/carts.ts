import type { Bangla } from "../../i18n";
import type { cartTexts } from "../../carts";

export default {
  cartTexts: {
    notInShop: "এই যন্ত্রটি দোকানে নেই",
  },
} satisfies { cartTexts: Bangla<typeof cartTexts> };
