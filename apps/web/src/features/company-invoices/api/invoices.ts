import {
  isHttpUrl,
  orderNumber,
  type AccountPayment,
  type CompanyInvoice,
  type InvoiceFilter,
  type GatewayMethod,
  type InvoicePaymentIntentResponse,
} from "@shop/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiRequest, apiRequestPage, saveBlob, type Paged } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The page renders from the server's answer and hydrates without zod; the schemas load beside a
// request made in the browser.
const companyInvoiceSchema = lazySchema("companyInvoiceSchema");
const invoicePaymentIntentResponseSchema = lazySchema("invoicePaymentIntentResponseSchema");
const invoicePaymentSessionResponseSchema = lazySchema("invoicePaymentSessionResponseSchema");
const accountPaymentSchema = lazySchema("accountPaymentSchema");

/** `GET /api/company/invoices?status=&page=&limit=` (company admins and accountants), newest first. */
export function getCompanyInvoices(filter: InvoiceFilter | undefined, page: number, limit: number, signal?: AbortSignal): Promise<Paged<CompanyInvoice>> {
  const path = filter ? `/api/company/invoices?status=${encodeURIComponent(filter)}` : "/api/company/invoices";
  return apiRequestPage(path, companyInvoiceSchema, { page, limit }, { auth: "required", ...(signal ? { signal } : {}) });
}

/** One page of the company's invoices, as the page reads it and the server renderer loads it (app/pageData.ts). */
export const companyInvoicesQuery = (filter: InvoiceFilter | undefined, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.companyInvoicePage({ filter: filter ?? "all", page, limit }),
    queryFn: ({ signal }) => getCompanyInvoices(filter, page, limit, signal),
  });

export function useCompanyInvoices(filter: InvoiceFilter | undefined, page: number, limit: number, enabled: boolean) {
  return useQuery({ ...companyInvoicesQuery(filter, page, limit), placeholderData: keepPreviousData, enabled });
}

export type Allocations = { invoiceNumber: number; amount: number }[];

/** `POST /api/company/invoices/payment-intent`: a pending payment of the chosen invoices, and its card form's secret. */
export function createInvoicePaymentIntent(allocations: Allocations, signal?: AbortSignal): Promise<InvoicePaymentIntentResponse> {
  return apiRequest("/api/company/invoices/payment-intent", invoicePaymentIntentResponseSchema, { method: "POST", body: { allocations }, auth: "required", ...(signal ? { signal } : {}) });
}

/**
 * Asked once per choice of invoices and amounts while the card step is open. A query, as the order's
 * payment page asks its intent: deduplicated (StrictMode mounts twice), and the server answers the
 * same pending payment when asked again. Dropped as soon as the step closes (gcTime 0), so paying
 * the same amounts again later starts a new payment.
 */
export function useInvoicePaymentIntent(allocations: Allocations) {
  return useQuery({
    queryKey: queryKeys.accountPaymentIntent(allocations),
    queryFn: ({ signal }) => createInvoicePaymentIntent(allocations, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * `POST /api/company/invoices/payment-session` (issue 37): a pending payment of the chosen invoices
 * and the page of bKash or SSLCommerz to pay it on; the member comes back to this page. Answers the
 * page only if it is an http(s) one (never a `javascript:` URL).
 */
export async function startInvoicePaymentSession({ allocations, method }: { allocations: Allocations; method: GatewayMethod }): Promise<string> {
  const { redirectUrl } = await apiRequest("/api/company/invoices/payment-session", invoicePaymentSessionResponseSchema, { method: "POST", body: { allocations, method }, auth: "required" });
  if (!isHttpUrl(redirectUrl)) throw new Error("The payment page could not be opened");
  return redirectUrl;
}

export function useStartInvoicePaymentSession() {
  return useMutation({ mutationFn: startInvoicePaymentSession });
}

/**
 * `POST /api/company/payments/{id}/confirm` (beyond the contract): after the card form, the
 * server asks the provider and applies the payment to the invoices, once whoever asks.
 */
export function confirmAccountPayment(paymentId: string): Promise<AccountPayment> {
  return apiRequest(`/api/company/payments/${encodeURIComponent(paymentId)}/confirm`, accountPaymentSchema, { method: "POST", auth: "required" });
}

export function useConfirmAccountPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccountPayment,
    // The balances changed, and each order's history tells what was paid on its invoice.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.companyInvoices }), queryClient.invalidateQueries({ queryKey: queryKeys.orders })]),
  });
}

/** `GET /api/orders/{id}/invoice.pdf`: the invoice of a company order (its admins and accountants see every one), saved as a file. */
export async function downloadInvoice(invoice: Pick<CompanyInvoice, "orderId" | "number">): Promise<void> {
  const { blob, filename } = await apiBlob(`/api/orders/${encodeURIComponent(invoice.orderId)}/invoice.pdf`, { auth: "required" });
  saveBlob(blob, filename ?? `invoice-${invoice.number}-${orderNumber(invoice.orderId)}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
