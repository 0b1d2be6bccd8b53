import type { Company, CreateCompanyBody, Invitation, InviteBody, PatchCompanyBody, PatchMemberBody } from "@shop/contract";
import { companySchema, deleteResultSchema, invitationListSchema, invitationSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** `GET /api/company`: the caller's company, or null for an account without one (the API's 404). */
export async function getOwnCompany(signal?: AbortSignal): Promise<Company | null> {
  try {
    return await apiRequest("/api/company", companySchema, { auth: "required", ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useOwnCompany() {
  return useQuery({ queryKey: queryKeys.ownCompany, queryFn: ({ signal }) => getOwnCompany(signal) });
}

/** Every write answers the company as it is now: the page shows it at once, and the rest refreshes. */
function useCompanyWrite<Variables>(write: (variables: Variables) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (company) => queryClient.setQueryData(queryKeys.ownCompany, company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownCompany }),
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
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiRequest(`${companyPath(id)}/members/${encodeURIComponent(userId)}`, deleteResultSchema, { method: "DELETE", auth: "required" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownCompany }),
  });
}

/** `GET /api/companies/{id}/invitations` (admins): the pending invitations. */
export function useInvitations(companyId: string) {
  return useQuery({
    queryKey: queryKeys.companyInvitations(companyId),
    queryFn: ({ signal }) => apiRequest(`${companyPath(companyId)}/invitations`, invitationListSchema, { auth: "required", ...(signal ? { signal } : {}) }),
  });
}

/** `POST /api/companies/{id}/invitations` (admins): emails the link. */
export function useInvite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody): Promise<Invitation> => apiRequest(`${companyPath(companyId)}/invitations`, invitationSchema, { method: "POST", body, auth: "required" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyInvitations(companyId) }),
  });
}

/** `DELETE /api/companies/{id}/invitations/{invitationId}` (admins): the link stops working. */
export function useWithdrawInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`${companyPath(companyId)}/invitations/${encodeURIComponent(invitationId)}`, deleteResultSchema, { method: "DELETE", auth: "required" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyInvitations(companyId) }),
  });
}

/** `POST /api/invitations/accept`: the signed-in invitee joins. */
export function useAcceptInvitation() {
  return useCompanyWrite((token: string) => apiRequest("/api/invitations/accept", companySchema, { method: "POST", body: { token }, auth: "required" }));
}
