import { registerBangla } from "../bangla";
import companies from "./companies-texts";
import companyAudit from "./company-audit-texts";
import layout from "./layout-texts";
import officeCompanies from "./office-companies";
import priceLists from "./price-lists";
import quoteTexts from "./quote-texts";
import quotes from "./quotes";

/*
 * The Bangla catalogue (issue 38, decision 056): one module per words module of the contract,
 * named as it is, each holding the Bangla of that module's objects of words.
 */

let loaded = false;

/** Makes the Bangla words answer: once, in the server and in a Bangla page before it hydrates. */
export function loadBanglaCatalogue(): void {
  if (loaded) return;
  loaded = true;
  registerBangla({ ...companies, ...companyAudit, ...layout, ...officeCompanies, ...priceLists, ...quoteTexts, ...quotes });
}
