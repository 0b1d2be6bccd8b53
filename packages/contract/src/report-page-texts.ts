import { words } from "./i18n";

/* The monthly report page's own words (issue 38): the report's labels are reportLabels (report-texts.ts). */

export const reportPageTexts = words("reportPageTexts", {
  range: "Report range",
  loading: "Loading the report",
  loadFailed: "We could not load the report.",
  codesLoading: "Loading the account codes",
  codesLoadFailed: "We could not load the account codes.",
  /** An empty cell, to a screen reader. */
  none: "none",
  /** A rate's tax: "VAT 20%: $26.00 on $130.00" (the label and amounts already written). */
  rateLine: (label: string, tax: string, net: string) => `${label}: ${tax} on ${net}`,
  /** A month's short name in a row's "Mar 2025", January first. */
  shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} as const);
