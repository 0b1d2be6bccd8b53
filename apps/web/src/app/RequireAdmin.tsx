import { dashboardGuardTexts } from "@shop/contract";
import { ShieldX } from "lucide-react";
import { Link, Outlet } from "react-router";
import { LoadingScreen } from "../components/Loading";
import { QueryError } from "../components/QueryView";
import { useAdminStatus } from "../lib/adminStatus";
import { useSession } from "../lib/session";
import { PageTitle } from "../components/PageTitle";

/** What a signed-in customer sees at an admin URL: a plain answer, not a blank page or a redirect. */
export function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle>{dashboardGuardTexts.notAllowedTitle}</PageTitle>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-error/10 text-error">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold">{dashboardGuardTexts.notAllowed}</h1>
      <p className="text-base-content/75">{dashboardGuardTexts.adminsOnly}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {dashboardGuardTexts.backToDashboard}
      </Link>
    </div>
  );
}

/**
 * Guards the admin pages (inside RequireAuth) with the server's own check, `GET /api/admin/{email}`.
 * The server refuses the admin calls anyway; this spares a customer a page of 403 errors.
 */
export function RequireAdmin() {
  const { user } = useSession();
  const adminStatus = useAdminStatus(user?.email);

  if (adminStatus.isPending) return <LoadingScreen label={dashboardGuardTexts.checkingAdmin} />;
  if (adminStatus.isError) {
    return (
      <div className="py-10">
        <QueryError query={adminStatus} title={dashboardGuardTexts.adminCheckFailed} />
      </div>
    );
  }
  if (!adminStatus.data.admin) return <NotAllowed />;
  return <Outlet />;
}
