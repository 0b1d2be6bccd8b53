import {
  companyAuditActionNames,
  companyAuditFieldNames,
  companyAuditLabels,
  companyRoleNames,
  countryName,
  formatDollars,
  paymentTermsLabels,
  type CompanyAuditEntry,
  type CompanyRole,
  type PaymentTerms,
} from "@shop/contract";
import { formatDateTime } from "../lib/dates";
import { Pagination } from "./Pagination";

type AuditValues = NonNullable<CompanyAuditEntry["before"]>;

const moneyFields = new Set(["orderLimit", "monthlyLimit", "creditLimit"]);

/**
 * The delivery addresses as the server records them ("Shop: 1 Road, Dhaka, 1207 BD; …"), each
 * address's country code (its last word) named in the page's language, as an address is shown.
 */
const addressesText = (addresses: string) => addresses.replace(/ ([A-Z]{2})(?=; |$)/g, (_code: string, country: string) => ` ${countryName(country)}`);

/** One value of a row's before or after, in the page's words: a role's name, an amount or "No limit". */
function valueText(field: string, value: AuditValues[string]): string {
  if (value === null) return moneyFields.has(field) ? companyAuditLabels.noLimit : "—";
  if (typeof value === "boolean") return value ? companyAuditLabels.yes : companyAuditLabels.no;
  if (typeof value === "number") return moneyFields.has(field) ? formatDollars(value) : String(value);
  if (field === "role" && value in companyRoleNames) return companyRoleNames[value as CompanyRole];
  if (field === "paymentTerms" && value in paymentTermsLabels) return paymentTermsLabels[value as PaymentTerms];
  if (field === "addresses") return addressesText(value);
  return value;
}

/**
 * What a row changed: for a change, only the values that differ (a limit changed does not repeat the
 * unchanged role); for an invitation or a removal, what there was or is.
 */
function changedFields(entry: CompanyAuditEntry): string[] {
  const fields = Object.keys({ ...entry.before, ...entry.after });
  if (!entry.before || !entry.after) return fields;
  const { before, after } = entry;
  return fields.filter((field) => before[field] !== after[field]);
}

function Values({ label, values, fields }: { label: string; values: AuditValues | null; fields: string[] }) {
  if (!values) return null;
  return (
    <p className="text-sm">
      <span className="text-base-content/75">{label}: </span>
      {fields
        .filter((field) => field in values)
        .map((field) => `${companyAuditFieldNames[field] ?? field} ${valueText(field, values[field] ?? null)}`)
        .join(", ")}
    </p>
  );
}

export interface AuditTrailProps {
  entries: CompanyAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * Issue 35: a company's audit trail, newest first, a page at a time: who changed what, when, before
 * and after. The company's page (its admins) and the office's company page show it alike. The actor
 * and the member are emails kept as text, so rows about a member who left still name them.
 */
export function AuditTrail({ entries, total, page, pageSize, onPageChange }: AuditTrailProps) {
  if (entries.length === 0) return <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/80">{companyAuditLabels.empty}</p>;
  return (
    <div>
      <ol aria-label={companyAuditLabels.heading} className="flex flex-col divide-y divide-base-300">
        {entries.map((entry) => {
          const fields = changedFields(entry);
          return (
            <li key={entry._id} className="flex flex-col gap-1 py-3 [overflow-wrap:anywhere]">
              <p className="font-semibold">{companyAuditActionNames[entry.action]}</p>
              <p className="text-sm">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {" · "}
                <span className="text-base-content/75">{companyAuditLabels.who}: </span>
                {entry.byOffice ? `${companyAuditLabels.byOffice} (${entry.actor})` : entry.actor}
              </p>
              {entry.subject !== null && (
                <p className="text-sm">
                  <span className="text-base-content/75">{companyAuditLabels.member}: </span>
                  {entry.subject}
                </p>
              )}
              <Values label={companyAuditLabels.before} values={entry.before} fields={fields} />
              <Values label={companyAuditLabels.after} values={entry.after} fields={fields} />
            </li>
          );
        })}
      </ol>
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} label={companyAuditLabels.heading} />
    </div>
  );
}
