import { dashboardGuardTexts } from "@shop/contract";
import { LoadingScreen } from "../components/Loading";
import { useAdminStatus } from "../lib/adminStatus";
import { AdminHomePage } from "../features/admin/components/AdminHomePage";
import { MyOrdersPage } from "../features/orders/components/MyOrdersPage";
import { useSession } from "../lib/session";

/**
 * /dashboard (index): an admin opens on what needs doing (their own orders are at
 * /dashboard/myOrders); a customer on My orders, as the spec has it.
 */
export function DashboardHome() {
  const { user } = useSession();
  const adminStatus = useAdminStatus(user?.email);
  if (user && adminStatus.isPending) return <LoadingScreen label={dashboardGuardTexts.loadingDashboard} />;
  return adminStatus.data?.admin ? <AdminHomePage /> : <MyOrdersPage />;
}
