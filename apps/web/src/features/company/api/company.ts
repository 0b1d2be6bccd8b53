import type { Company, CreateCompanyBody, Invitation, InviteBody, PatchCompanyBody, PatchMemberBody } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { ownCompanyQuery } from "../../../lib/company";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded beside a request: the company page renders from the server's answers and hydrates without zod.
const companySchema = lazySchema("companySchema");
const deleteResultSchema = lazySchema("deleteResultSchema");
const invitationSchema = lazySchema("invitationSchema");

/**
 * The caller's company, as the shared query (lib/company.ts) asks it; only of a member (the session
 * says), so an account without one never meets the API's 404.
 */
export function useOwnCompany(member: boolean) {
  return useQuery({ ...ownCompanyQuery(), enabled: member });
}

/** Every write answers the company as it is now: the page shows it at once, and the rest refreshes. */
function useCompanyWrite<Variables>(write: (variables: Variables) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (company) => queryClient.setQueryData(queryKeys.ownCompany, company),
    // The session names the member's company and role: founding, joining or a role change changes it.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.ownCompany }), queryClient.invalidateQueries({ queryKey: queryKeys.session })]),
  });
}

const companyPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

/** `POST /api/companies`: the caller founds a company and is its first admin. */
export function useCreateCompany() {
  return useCompanyWrite((body: CreateCompanyBody) => apiRequest("/api/companies", companySchema, { method: "POST", body, auth: "required" }));
}

/** `PATCH /api/companies/{id}` (admins): name, VAT ID, billing address, the delivery addresses as a whole list. */
export function usePatchCompany() {
  return useCompanyWrite(({ id, body }: { id: string; body: PatchCompanyBody }) => apiRequest(companyPath(id), companySchema, { method: "PATCH", body, auth: "required" }));
}

/** `PATCH /api/companies/{id}/members/{userId}` (admins): role and limits, null for no limit. */
export function usePatchMember() {
  return useCompanyWrite(({ id, userId, body }: { id: string; userId: string; body: PatchMemberBody }) =>
    apiRequest(`${companyPath(id)}/members/${encodeURIComponent(userId)}`, companySchema, { method: "PATCH", body, auth: "required" }),
  );
}

/** `DELETE /api/companies/{id}/members/{userId}`: an admin removes a member, or a member leaves (their own id). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string; leaving?: boolean }) =>
      apiRequest(`${companyPath(id)}/members/${encodeURIComponent(userId)}`, deleteResultSchema, { method: "DELETE", auth: "required" }),
    // Whoever left has no company now: the page shows the form that creates one.
    onSuccess: (_answer, { leaving }) => {
      if (leaving) queryClient.setQueryData(queryKeys.ownCompany, null);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.ownCompany }), queryClient.invalidateQueries({ queryKey: queryKeys.session })]),
  });
}

/** `GET /api/companies/{id}/invitations` (admins): the pending invitations. */
export const invitationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companyInvitations(companyId),
    queryFn: ({ signal }) => apiRequest(`${companyPath(companyId)}/invitations`, lazySchema("invitationListSchema"), { auth: "required", ...(signal ? { signal } : {}) }),
  });

export function useInvitations(companyId: string) {
  return useQuery(invitationsQuery(companyId));
}

/** An invitation sent or withdrawn: the pending list, and (issue 35) the audit trail that records it. */
const refreshInvitations = (queryClient: QueryClient, companyId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.companyInvitations(companyId) }), queryClient.invalidateQueries({ queryKey: queryKeys.companyAuditOf(companyId) })]);

/** `POST /api/companies/{id}/invitations` (admins): emails the link. */
export function useInvite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody): Promise<Invitation> => apiRequest(`${companyPath(companyId)}/invitations`, invitationSchema, { method: "POST", body, auth: "required" }),
    onSettled: () => refreshInvitations(queryClient, companyId),
  });
}

/** `DELETE /api/companies/{id}/invitations/{invitationId}` (admins): the link stops working. */
export function useWithdrawInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`${companyPath(companyId)}/invitations/${encodeURIComponent(invitationId)}`, deleteResultSchema, { method: "DELETE", auth: "required" }),
    onSettled: () => refreshInvitations(queryClient, companyId),
  });
}

/** `POST /api/invitations/accept`: the signed-in invitee joins. */
export function useAcceptInvitation() {
  return useCompanyWrite((token: string) => apiRequest("/api/invitations/accept", companySchema, { method: "POST", body: { token }, auth: "required" }));
}
