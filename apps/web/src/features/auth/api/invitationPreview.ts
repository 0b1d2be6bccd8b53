import { webRoutes, type InvitationPreview } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded beside the request: the sign-up page hydrates without zod (its form comes later, lib/deferredForms.tsx).
const invitationPreviewSchema = lazySchema("invitationPreviewSchema");

/**
 * Issue 35: the token of the company invitation a sign-up came from, when the page it returns to
 * is the invitation's (/invitations/accept?token=…), else null.
 */
export function invitationTokenOf(returnTo: string): string | null {
  const url = new URL(returnTo, "http://shop.invalid");
  if (url.pathname !== webRoutes.acceptInvitation) return null;
  const token = url.searchParams.get("token");
  return token === null || token === "" ? null : token;
}

/** `POST /api/invitations/preview`: which address the invitation is for (the same query as the invitation's page). */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: queryKeys.invitationPreview(token ?? ""),
    queryFn: (): Promise<InvitationPreview> => apiRequest("/api/invitations/preview", invitationPreviewSchema, { method: "POST", body: { token }, auth: "none" }),
    enabled: token !== null,
    retry: false,
  });
}
