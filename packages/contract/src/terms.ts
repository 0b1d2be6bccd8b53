import { z } from "zod";
import { paymentTermsValues } from "./terms-texts";

/** Issue 28: how a company pays its orders (terms-texts.ts names them and their words). */
export const paymentTermsSchema = z.enum(paymentTermsValues);
