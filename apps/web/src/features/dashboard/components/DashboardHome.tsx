import { useSession } from "../../../lib/session";

/** /dashboard (index): greets the signed-in user. */
export function DashboardHome() {
  const { user } = useSession();
  return (
    <div>
      <title>Dashboard · AgroForge</title>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">Dashboard</h1>
      <p className="mt-2 text-lg text-base-content/75">
        Welcome back, <span className="font-semibold text-base-content">{user?.displayName || user?.email}</span>.
      </p>
    </div>
  );
}
