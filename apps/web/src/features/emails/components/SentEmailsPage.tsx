import { sentEmailTexts, type EmailStatus, type EmailSummary } from "@shop/contract";
import { useEffect, useRef, useState } from "react";
import { CentredSpinner } from "../../../components/Loading";
import { QueryError, QueryView } from "../../../components/QueryView";
import { formatDateTime } from "../../../lib/dates";
import { usePageParam } from "../../../lib/usePageParam";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { useEmail } from "../api/getEmail";
import { useEmails } from "../api/getEmails";

export const EMAILS_PAGE_SIZE = 20;

// Read at each render: the words follow the page's language.
const statusBadge = (status: EmailStatus): { label: string; className: string } =>
  ({
    pending: { label: sentEmailTexts.statuses.pending, className: "badge-warning" },
    sent: { label: sentEmailTexts.statuses.sent, className: "badge-success" },
    failed: { label: sentEmailTexts.statuses.failed, className: "badge-error" },
  })[status];

const formatTime = formatDateTime;

/** /dashboard/emails (admins): every email the shop queued, newest first; one can be opened to read. */
export function SentEmailsPage() {
  const [page, setPage] = usePageParam();
  const emails = useEmails(page, EMAILS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div>
      <AdminPageHeader title={sentEmailTexts.heading}>{sentEmailTexts.intro}</AdminPageHeader>
      <QueryView query={emails} loadingLabel={sentEmailTexts.loading} errorTitle={sentEmailTexts.loadError}>
        {({ items, total }) =>
          total === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">{sentEmailTexts.none}</p>
          ) : (
            <PagedTable
              label={sentEmailTexts.table}
              caption={sentEmailTexts.caption}
              columns={[{ label: sentEmailTexts.time }, { label: sentEmailTexts.to }, { label: sentEmailTexts.subject }, { label: sentEmailTexts.status }, { label: sentEmailTexts.actions, hidden: true }]}
              pagination={{ label: sentEmailTexts.pagination, page, pageSize: EMAILS_PAGE_SIZE, total, onPageChange: setPage }}
            >
              {items.map((email) => (
                <EmailRow key={email._id} email={email} onOpen={() => setOpenId(email._id)} />
              ))}
            </PagedTable>
          )
        }
      </QueryView>
      {openId !== null && <EmailReader id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function EmailRow({ email, onOpen }: { email: EmailSummary; onOpen: () => void }) {
  const badge = statusBadge(email.status);
  return (
    <tr className="hover:bg-base-200/60">
      <td className="whitespace-nowrap">{formatTime(email.createdAt)}</td>
      <td className="min-w-40 [overflow-wrap:anywhere]">{email.to}</td>
      <td className="min-w-48">{email.subject}</td>
      <td>
        <span className={`badge badge-soft whitespace-nowrap ${badge.className}`} title={email.lastError ?? undefined}>
          {badge.label}
        </span>
      </td>
      <td>
        <button type="button" className="btn btn-outline btn-sm" onClick={onOpen} aria-label={sentEmailTexts.readNamed(email.subject, email.to)}>
          {sentEmailTexts.read}
        </button>
      </td>
    </tr>
  );
}

// A sentence's closing punctuation after an address is not part of it.
const LINK = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/;

/** The development mailbox's text with its web addresses as links, for the reader to follow. */
function WithLinks({ text }: { text: string }) {
  // split with one capturing group: the odd parts are the addresses.
  return text.split(LINK).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="link link-primary">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** One email's text under the list; focus moves to it so the reader lands on what they opened. */
function EmailReader({ id, onClose }: { id: string; onClose: () => void }) {
  const email = useEmail(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id, email.isSuccess]);

  return (
    <section aria-labelledby="email-reader-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <h2 id="email-reader-heading" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold [overflow-wrap:anywhere]">
          {email.data?.subject ?? sentEmailTexts.email}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {sentEmailTexts.close}
        </button>
      </div>
      {email.isPending ? (
        <CentredSpinner label={sentEmailTexts.emailLoading} padding="py-8" />
      ) : email.isError ? (
        <QueryError query={email} title={sentEmailTexts.emailLoadError} />
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{sentEmailTexts.to}</dt>
            <dd className="[overflow-wrap:anywhere]">{email.data.to}</dd>
            <dt className="font-semibold">{sentEmailTexts.queued}</dt>
            <dd>{formatTime(email.data.createdAt)}</dd>
            <dt className="font-semibold">{sentEmailTexts.status}</dt>
            <dd>
              {statusBadge(email.data.status).label}
              {email.data.sentAt && ` (${formatTime(email.data.sentAt)})`}
              {email.data.status !== "sent" && sentEmailTexts.afterAttempts(email.data.attempts)}
            </dd>
            {email.data.lastError && (
              <>
                <dt className="font-semibold">{sentEmailTexts.lastError}</dt>
                <dd className="[overflow-wrap:anywhere]">{email.data.lastError}</dd>
              </>
            )}
          </dl>
          {email.data.devMailbox && (
            <p className="mb-3 text-sm text-base-content/75">{sentEmailTexts.devMailbox}</p>
          )}
          <pre className="whitespace-pre-wrap break-words rounded-box bg-base-200 p-4 font-sans text-sm">
            {email.data.devMailbox ? <WithLinks text={email.data.text} /> : email.data.text}
          </pre>
        </>
      )}
    </section>
  );
}
