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
      <PageTitle>Not allowed · AgroForge</PageTitle>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-error/10 text-error">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold">Not allowed</h1>
      <p className="text-base-content/75">This page is for admins only. Your account can see its orders, reviews and profile in the dashboard.</p>
      <Link to="/dashboard" className="btn btn-primary">
        Back to the dashboard
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

  if (adminStatus.isPending) return <LoadingScreen label="Checking admin access" />;
  if (adminStatus.isError) {
    return (
      <div className="py-10">
        <QueryError query={adminStatus} title="We could not check your admin access." />
      </div>
    );
  }
  if (!adminStatus.data.admin) return <NotAllowed />;
  return <Outlet />;
}
