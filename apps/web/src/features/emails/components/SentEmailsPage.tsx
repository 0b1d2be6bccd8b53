import type { EmailStatus, EmailSummary } from "@shop/contract";
import { useEffect, useRef, useState } from "react";
import { CentredSpinner } from "../../../components/Loading";
import { QueryError, QueryView } from "../../../components/QueryView";
import { usePageParam } from "../../../lib/usePageParam";
import { AdminPageHeader } from "../../../components/admin/AdminPageHeader";
import { PagedTable } from "../../../components/admin/PagedTable";
import { useEmail } from "../api/getEmail";
import { useEmails } from "../api/getEmails";

export const EMAILS_PAGE_SIZE = 20;

const statusBadge: Record<EmailStatus, { label: string; className: string }> = {
  pending: { label: "Waiting", className: "badge-warning" },
  sent: { label: "Sent", className: "badge-success" },
  failed: { label: "Failed", className: "badge-error" },
};

const formatTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** /dashboard/emails (admins): every email the shop queued, newest first; one can be opened to read. */
export function SentEmailsPage() {
  const [page, setPage] = usePageParam();
  const emails = useEmails(page, EMAILS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div>
      <AdminPageHeader title="Sent Emails">
        What the shop emailed its customers. Without an SMTP server configured, emails are only kept here; outside
        production this is the development mailbox, where their links work.
      </AdminPageHeader>
      <QueryView query={emails} loadingLabel="Loading emails" errorTitle="We could not load the emails.">
        {({ items, total }) =>
          total === 0 ? (
            <p className="rounded-box bg-base-200 px-5 py-6 text-base-content/75">No emails yet.</p>
          ) : (
            <PagedTable
              label="Sent emails"
              caption="Sent emails, newest first"
              columns={[{ label: "Time" }, { label: "To" }, { label: "Subject" }, { label: "Status" }, { label: "Actions", hidden: true }]}
              pagination={{ label: "Emails", page, pageSize: EMAILS_PAGE_SIZE, total, onPageChange: setPage }}
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
  const badge = statusBadge[email.status];
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
        <button type="button" className="btn btn-outline btn-sm" onClick={onOpen} aria-label={`Read ${email.subject} to ${email.to}`}>
          Read
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
          {email.data?.subject ?? "Email"}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      {email.isPending ? (
        <CentredSpinner label="Loading the email" padding="py-8" />
      ) : email.isError ? (
        <QueryError query={email} title="We could not load this email." />
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">To</dt>
            <dd className="[overflow-wrap:anywhere]">{email.data.to}</dd>
            <dt className="font-semibold">Queued</dt>
            <dd>{formatTime(email.data.createdAt)}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>
              {statusBadge[email.data.status].label}
              {email.data.sentAt && ` (${formatTime(email.data.sentAt)})`}
              {email.data.status !== "sent" && ` after ${email.data.attempts} attempt${email.data.attempts === 1 ? "" : "s"}`}
            </dd>
            {email.data.lastError && (
              <>
                <dt className="font-semibold">Last error</dt>
                <dd className="[overflow-wrap:anywhere]">{email.data.lastError}</dd>
              </>
            )}
          </dl>
          {email.data.devMailbox && (
            <p className="mb-3 text-sm text-base-content/75">Development mailbox: this shop has no SMTP server, so its links work from here.</p>
          )}
          <pre className="whitespace-pre-wrap break-words rounded-box bg-base-200 p-4 font-sans text-sm">
            {email.data.devMailbox ? <WithLinks text={email.data.text} /> : email.data.text}
          </pre>
        </>
      )}
    </section>
  );
}
