/**
 * Text a user typed (an order's name, a PO number, a quote's note), made inert for mail
 * clients: they turn anything that reads like a web or mail address into a link, so a buyer
 * could make the shop send a link of their choosing. A zero-width space after each `.`, `:`
 * and `@` inside a word keeps the words as they read while no linkifier finds an address.
 */
export function inert(text: string): string {
  return text.replace(/([.:@])(?=[^\s.:@])/g, "$1\u200B");
}
