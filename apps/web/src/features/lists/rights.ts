import { hasCompanyRight, type Company } from "@shop/contract";
import { useOwnCompany } from "../../lib/company";

export interface ListRights {
  /** The caller's company; undefined while it is asked, null without one. */
  company: Company | null | undefined;
  /** Their role creates, changes and deletes the lists (not an accountant's). */
  canEdit: boolean;
  /** Their role orders, so "Add all to cart" is offered. */
  canOrder: boolean;
}

/**
 * What the caller's role lets them do with the company's lists, read from the contract's rights
 * table, only to offer it: the server decides (decision 034).
 */
export function useListRights(): ListRights {
  const company = useOwnCompany();
  return {
    company,
    canEdit: company ? hasCompanyRight(company.role, "editLists") : false,
    canOrder: company ? hasCompanyRight(company.role, "order") : false,
  };
}
