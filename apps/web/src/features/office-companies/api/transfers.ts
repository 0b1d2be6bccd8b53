import { accountPaymentSchema, companyInvoiceSchema, type AccountPayment, type ApplyUnappliedBody, type RecordTransferBody, type RefundAccountPaymentBody } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The most invoices the transfer form lists: the open ones, newest first (the API's page limit). */
export const TRANSFER_FORM_INVOICES = 100;
/** The latest payments on account the company page shows. */
export const LATEST_PAYMENTS = 10;

/** `GET /api/admin/companies/{id}/invoices?status=unpaid` (beyond the contract): what a transfer can pay. */
export const openInvoicesQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.officeCompanyInvoices(companyId, { filter: "unpaid" }),
    queryFn: ({ signal }) =>
      apiRequestPage(`/api/admin/companies/${encodeURIComponent(companyId)}/invoices?status=unpaid`, companyInvoiceSchema, { page: 1, limit: TRANSFER_FORM_INVOICES }, { auth: "required", signal }),
  });

export function useOpenInvoicesOf(companyId: string) {
  return useQuery(openInvoicesQuery(companyId));
}

/** `GET /api/admin/companies/{id}/payments` (beyond the contract): the latest payments on account, with what each left unapplied. */
export const paymentsOfQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.officeCompanyPayments(companyId),
    queryFn: ({ signal }) => apiRequestPage(`/api/admin/companies/${encodeURIComponent(companyId)}/payments`, accountPaymentSchema, { page: 1, limit: LATEST_PAYMENTS }, { auth: "required", signal }),
  });

export function usePaymentsOf(companyId: string) {
  return useQuery(paymentsOfQuery(companyId));
}

/**
 * What money applied to a company's invoices changes: its invoices and payments, its orders'
 * histories, and the office's company page and receivables (balances, unapplied money).
 */
const refreshAfterPayment = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryKeys.companyInvoices, queryKeys.orders, queryKeys.officeCompanies].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** `POST /api/admin/companies/{id}/payments`: a bank transfer received, applied at once. */
export function useRecordTransfer(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RecordTransferBody; idempotencyKey: string }): Promise<AccountPayment> =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/payments`, accountPaymentSchema, { method: "POST", body, auth: "required", idempotencyKey }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** `POST /api/admin/companies/{id}/payments/{paymentId}/apply` (beyond the contract): some of a payment's unapplied money, applied to open invoices. */
export function useApplyUnapplied(companyId: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ApplyUnappliedBody; idempotencyKey: string }): Promise<AccountPayment> =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/payments/${encodeURIComponent(paymentId)}/apply`, accountPaymentSchema, {
        method: "POST",
        body,
        auth: "required",
        idempotencyKey,
      }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** `POST /api/admin/companies/{id}/payments/{paymentId}/refund` (beyond the contract, issue 37): the office gives a payment back, whole or in part. */
export function useRefundAccountPayment(companyId: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundAccountPaymentBody; idempotencyKey: string }): Promise<AccountPayment> =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/payments/${encodeURIComponent(paymentId)}/refund`, accountPaymentSchema, {
        method: "POST",
        body,
        auth: "required",
        idempotencyKey,
      }),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}
