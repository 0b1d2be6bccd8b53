import type { OfficeCompany } from "@shop/contract";
import { hasCompanyRight } from "@shop/contract";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { SubmitButton } from "../../../components/SubmitButton";
import { errorMessage } from "../../../lib/api";

/**
 * What the office's forms for a member (an order, a quote) share: the section, the submit that
 * sends one request at a time, the failure, and the link to what was placed or asked for.
 */
interface OfficeFormProps {
  id: string;
  /** The form's words, from the contract. */
  labels: { heading: string; intro: string; submit: string };
  /** The request is on its way (the mutation's isPending). */
  pending: boolean;
  /** Checks and sends the form; a returned text is a failure to show, a thrown error too. */
  work: (form: FormData, element: HTMLFormElement) => Promise<string | undefined>;
  /** The link to what the form placed or asked for, once it has. */
  done: { to: string; label: string } | null;
  children: ReactNode;
}

export function OfficeForm({ id, labels, pending, work, done, children }: OfficeFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = checking || pending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first request is on its way must not send another.
    if (busy) return;
    const element = event.currentTarget;
    setFailure(null);
    setChecking(true);
    try {
      setFailure((await work(new FormData(element), element)) ?? null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 p-5">
      <h2 id={id} className="font-display text-xl font-bold">
        {labels.heading}
      </h2>
      <p className="mb-4 text-sm text-base-content/75">{labels.intro}</p>
      <form onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-4 md:grid-cols-2" noValidate>
        {children}
        {failure && (
          <p role="alert" className="md:col-span-2 font-medium text-error">
            {failure}
          </p>
        )}
        <div className="md:col-span-2 flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy}>{labels.submit}</SubmitButton>
          {done && (
            <Link to={done.to} className="link">
              {done.label}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}

/** The member the office acts for (`buyerEmail`): only those whose role orders, as the server allows. */
export function MemberSelect({ company, label, wide = false }: { company: OfficeCompany; label: string; wide?: boolean }) {
  return (
    <label className={wide ? "flex flex-col gap-1 md:col-span-2" : "flex flex-col gap-1"}>
      <span className="font-medium">{label}</span>
      <select name="buyerEmail" className="select w-full" required>
        {company.members
          .filter((member) => hasCompanyRight(member.role, "order"))
          .map((member) => (
            <option key={member.userId} value={member.email}>
              {member.name} ({member.email})
            </option>
          ))}
      </select>
    </label>
  );
}
