/**
 * The cells of a CSV the shop writes (csv-stringify with every field quoted, CRLF lines), line by
 * line: what the report, journal, ledger and orders exports are read back with in the tests.
 */
export const parseCsv = (csv: string): string[][] =>
  csv
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => (match[1] ?? "").replace(/""/g, '"')));
