import { centsToDollars, statementAgeingKeys, statementLabels } from "@shop/contract";
import { stringify } from "csv-stringify/sync";
import { neutralizeFormula } from "../orders/csv";
import type { Statement } from "./statement";

export const STATEMENT_CSV_COLUMNS = [
  statementLabels.date,
  statementLabels.type,
  statementLabels.reference,
  statementLabels.description,
  statementLabels.dueDate,
  statementLabels.amount,
  statementLabels.balance,
  statementLabels.currency,
] as const;

/** Two decimals, as a spreadsheet reads numbers (the Currency column names the unit). */
const money = (cents: number) => centsToDollars(cents).toFixed(2);

/**
 * The statement as one table a spreadsheet or a bookkeeping import reads: the opening balance
 * as its first row, a row per line with its running balance, the closing balance, then the
 * ageing rows and the unapplied money at the end of the period (within Current). Quoted
 * throughout and CRLF, and every text a person typed (the company's name, a transfer's
 * reference) neutralised, as the other exports (modules/orders/csv.ts).
 */
export function statementCsv(statement: Statement): string {
  const text = (value: string) => neutralizeFormula(value);
  const { currency } = statement;
  const company = text(`${statementLabels.title}: ${statement.company.name}, ${statementLabels.period(statement.from, statement.to)}`);
  const records = [
    [statement.from, statementLabels.openingBalance, "", company, "", "", money(statement.openingCents), currency],
    ...statement.lines.map((entry) => [
      entry.day,
      statementLabels.kinds[entry.kind],
      text(entry.reference),
      text(entry.description),
      entry.dueDate ?? "",
      money(entry.amountCents),
      money(entry.balanceCents),
      currency,
    ]),
    [statement.to, statementLabels.closingBalance, "", "", "", "", money(statement.closingCents), currency],
    ...statementAgeingKeys.map((key) => [statement.to, statementLabels.ageingRow, "", statementLabels.ageing[key], "", money(statement.ageing[key]), "", currency]),
    [statement.to, statementLabels.unappliedRow, "", statementLabels.unappliedNote, "", money(statement.unappliedCents), "", currency],
  ];
  return stringify(records, { header: true, columns: [...STATEMENT_CSV_COLUMNS], quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
