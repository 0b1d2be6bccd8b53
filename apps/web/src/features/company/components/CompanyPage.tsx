import type { Company, SessionUser } from "@shop/contract";
import { companyAuditLabels, companyLabels, companyMessages, companyPageTexts, companyRoleNames, countryName, creditTermsLabels, formatDollars, paymentTermsLabels } from "@shop/contract";
import { Building2, LogOut } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadingScreen, Spinner } from "../../../components/Loading";
import { PageTitle } from "../../../components/PageTitle";
import { QueryView } from "../../../components/QueryView";
import { errorMessage } from "../../../lib/api";
import { DeferredSlot, useDeferredForms, type DeferredForms } from "../../../lib/deferredForms";
import { lazyComponent, preloadable } from "../../../lib/preloadable";
import { useSession } from "../../../lib/session";
import { useCreateCompany, useOwnCompany, usePatchCompany, useRemoveMember } from "../api/company";
import { CompanyAudit } from "./CompanyAudit";

// The forms (react-hook-form, zod and the company's schemas; the details form's country lists)
// come in a chunk of their own, loaded when the buyer reaches for one (lib/deferredForms.tsx): the
// server renders them, and the page hydrates without their code, as the tool page does.
const formsCode = preloadable(() => import("./forms"));
const CompanyForm = lazyComponent(formsCode, (module) => module.CompanyForm);
const InviteSection = lazyComponent(formsCode, (module) => module.InviteSection);
const MemberList = lazyComponent(formsCode, (module) => module.MemberList);
// Shown only to an account that has not verified its address yet; its words come with zod.
const ResendVerificationButton = lazy(() => import("../../../components/ResendVerificationButton").then((module) => ({ default: module.ResendVerificationButton })));

/** Where forms stand: the server's HTML until reached; opened from another page, a spinner while their code loads. */
function FormsSlot({ forms, children }: { forms: DeferredForms; children: ReactNode }) {
  return (
    <DeferredSlot forms={forms} fallback={<Spinner label={companyPageTexts.loadingForm} />}>
      {children}
    </DeferredSlot>
  );
}

/** /dashboard/company: the member's company, or for an account without one the form that creates one. */
export function CompanyPage() {
  const { user } = useSession();
  if (!user) return <LoadingScreen />;
  return <CompanyOf user={user} />;
}

function CompanyOf({ user }: { user: SessionUser }) {
  const company = useOwnCompany(Boolean(user.company));
  const forms = useDeferredForms(useCallback(() => formsCode.load(), []));
  // Just founded or left: the answer in hand decides until the session says so too.
  if (company.data) return <CompanyView company={company.data} user={user} forms={forms} />;
  if (!user.company || company.data === null) return <CreateCompany user={user} forms={forms} />;
  return (
    <QueryView query={company} loading="screen" loadingLabel={companyPageTexts.loading} errorTitle={companyPageTexts.loadError}>
      {(found) => (found ? <CompanyView company={found} user={user} forms={forms} /> : <CreateCompany user={user} forms={forms} />)}
    </QueryView>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function CreateCompany({ user, forms }: { user: SessionUser; forms: DeferredForms }) {
  const create = useCreateCompany();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{companyPageTexts.createTitle}</PageTitle>
      <div>
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{companyPageTexts.createHeading}</h1>
        <p className="mt-2 max-w-2xl text-base-content/80">{companyPageTexts.createIntro}</p>
      </div>
      {user.emailVerified ? (
        <Section title={companyPageTexts.yourCompany}>
          <FormsSlot forms={forms}>
            <CompanyForm
              submitLabel={companyPageTexts.create}
              busy={create.isPending}
              onSave={async ({ addresses, ...body }) => {
                const company = await create.mutateAsync({ ...body, addresses: addresses.map(({ _id: _unused, ...address }) => address) });
                toast.success(companyMessages.created);
                return company;
              }}
            />
          </FormsSlot>
        </Section>
      ) : (
        <div role="alert" className="alert alert-warning flex flex-wrap items-center justify-between gap-3">
          <span>{companyMessages.verifyFirst}</span>
          <Suspense fallback={null}>
            <ResendVerificationButton className="btn-sm" />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function CompanyView({ company, user, forms }: { company: Company; user: SessionUser; forms: DeferredForms }) {
  const admin = company.role === "admin";
  const patch = usePatchCompany();
  const leave = useRemoveMember();
  const [leaving, setLeaving] = useState(false);

  return (
    <div className="flex flex-col gap-8">
      <PageTitle>{companyPageTexts.title(company.name)}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 font-display text-3xl font-bold sm:text-4xl">
            <Building2 className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">{company.name}</span>
          </h1>
          <p className="mt-2 text-base-content/80">
            {`${companyPageTexts.yourRole} `}<span className="font-semibold">{companyRoleNames[company.role]}</span>
          </p>
        </div>
        <button type="button" className="btn btn-outline btn-error" onClick={() => setLeaving(true)}>
          <LogOut className="size-4" aria-hidden="true" />
          {companyPageTexts.leave}
        </button>
      </div>
      {company.suspended && (
        <div role="alert" className="alert alert-warning">
          {companyMessages.suspended}
        </div>
      )}

      <Section title={companyPageTexts.details}>
        {admin ? (
          <FormsSlot forms={forms}>
            <CompanyForm
              company={company}
              submitLabel={companyPageTexts.saveDetails}
              busy={patch.isPending}
              onSave={async (body) => {
                const saved = await patch.mutateAsync({ id: company._id, body });
                toast.success(companyMessages.saved);
                return saved;
              }}
            />
          </FormsSlot>
        ) : (
          <CompanyDetails company={company} />
        )}
      </Section>

      <Section title={companyPageTexts.members}>
        <FormsSlot forms={forms}>
          <MemberList company={company} userId={user.uid} />
        </FormsSlot>
      </Section>

      {admin && (
        <Section title={companyPageTexts.invite}>
          <FormsSlot forms={forms}>
            <InviteSection companyId={company._id} />
          </FormsSlot>
        </Section>
      )}

      {admin && (
        <Section title={companyAuditLabels.heading}>
          <CompanyAudit companyId={company._id} />
        </Section>
      )}

      <ConfirmDialog
        open={leaving}
        question={companyPageTexts.leaveQuestion(company.name)}
        detail={companyPageTexts.leaveDetail}
        confirmLabel={companyPageTexts.leave}
        busy={leave.isPending}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          if (leave.isPending) return;
          leave.mutate(
            { id: company._id, userId: user.uid, leaving: true },
            {
              onSuccess: () => toast.success(companyMessages.left(company.name)),
              onError: (error) => toast.error(errorMessage(error)),
              onSettled: () => setLeaving(false),
            },
          );
        }}
      />
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-base-content/75">{companyLabels.vatId}</dt>
        <dd>{company.vatId ?? "—"}</dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">{companyLabels.billingAddress}</dt>
        <dd className="whitespace-pre-line">{company.billingAddress}</dd>
      </div>
      {/* Issue 28: how the company pays; its credit and what it owes to its admins and accountants only. */}
      {company.paymentTerms && (
        <div>
          <dt className="text-sm text-base-content/75">{creditTermsLabels.paymentTerms}</dt>
          <dd>{paymentTermsLabels[company.paymentTerms]}</dd>
        </div>
      )}
      {company.paymentTerms && company.paymentTerms !== "prepaid" && typeof company.creditLimit === "number" && typeof company.openBalance === "number" && (
        <div>
          <dt className="text-sm text-base-content/75">{creditTermsLabels.creditLimit}</dt>
          <dd className="tabular-nums">
            {formatDollars(company.creditLimit)}
            <span className="block text-sm text-base-content/75">
              {creditTermsLabels.openBalance}: {formatDollars(company.openBalance)}
              {company.notInvoiced ? ` · ${creditTermsLabels.notInvoiced}: ${formatDollars(company.notInvoiced)}` : ""} · {creditTermsLabels.available}:{" "}
              {formatDollars(Math.max(0, company.creditLimit - company.openBalance - (company.notInvoiced ?? 0)))}
            </span>
          </dd>
        </div>
      )}
      <div className="sm:col-span-2">
        <dt className="text-sm text-base-content/75">{companyPageTexts.deliveryAddresses}</dt>
        <dd>
          <ul className="mt-1 grid gap-3 sm:grid-cols-2">
            {company.addresses.map((address) => (
              <li key={address._id} className="rounded-box border border-base-300 p-3">
                <p className="font-medium">{address.label}</p>
                <p className="whitespace-pre-line text-sm">{address.address}</p>
                <p className="text-sm">
                  {address.postalCode} · {countryName(address.country)}
                </p>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
