import type { AnswerQuoteBody, PlaceOrderResponse, Quote, QuoteDetail, QuoteStatus, RequestCartQuoteBody, RequestQuoteForm } from "@shop/contract";
import type { acceptQuoteBodySchema } from "@shop/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Paged } from "../../../lib/api";
import { apiRequest, apiRequestPage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// The quote pages render from the server's answer and hydrate without zod; the schemas load beside
// a request made in the browser.
const quoteSchema = lazySchema("quoteSchema");
const quoteDetailSchema = lazySchema("quoteDetailSchema");
const placeOrderResponseSchema = lazySchema("placeOrderResponseSchema");

export const QUOTES_PAGE_SIZE = 10;

/** `GET /api/quotes` (bearer): the caller's quotes, or everyone's for the office; newest first, paged. */
export function getQuotes(page: number, status: QuoteStatus | undefined, signal?: AbortSignal): Promise<Paged<Quote>> {
  return apiRequestPage(
    status ? `/api/quotes?status=${status}` : "/api/quotes",
    quoteSchema,
    { page, limit: QUOTES_PAGE_SIZE },
    { auth: "required", ...(signal ? { signal } : {}) },
  );
}

export const quotesQuery = (page: number, status: QuoteStatus | undefined) =>
  queryOptions({
    queryKey: queryKeys.quoteList(status ?? "all", page),
    queryFn: ({ signal }) => getQuotes(page, status, signal),
    placeholderData: keepPreviousData,
  });

export function useQuotes(page: number, status: QuoteStatus | undefined) {
  return useQuery(quotesQuery(page, status));
}

/** `GET /api/quotes/{id}` (the buyer or the office; 404 for anyone else): the quote and its tool's stock now. */
export function getQuote(id: string, signal?: AbortSignal): Promise<QuoteDetail> {
  return apiRequest(`/api/quotes/${encodeURIComponent(id)}`, quoteDetailSchema, { auth: "required", ...(signal ? { signal } : {}) });
}

export const quoteQuery = (id: string) => queryOptions({ queryKey: queryKeys.quote(id), queryFn: ({ signal }) => getQuote(id, signal) });

export function useQuote(id: string) {
  return useQuery(quoteQuery(id));
}

/** `POST /api/quotes`: asks the office for a price. */
export function requestQuote({ body, idempotencyKey }: { body: RequestQuoteForm; idempotencyKey?: string }): Promise<Quote> {
  return apiRequest("/api/quotes", quoteSchema, { method: "POST", body, auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestQuote, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes }) });
}

/** Issue 35, `POST /api/quotes/cart`: the whole cart as one request. */
export function requestCartQuote({ body, idempotencyKey }: { body: RequestCartQuoteBody; idempotencyKey?: string }): Promise<Quote> {
  return apiRequest("/api/quotes/cart", quoteSchema, { method: "POST", body, auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useRequestCartQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestCartQuote, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes }) });
}

/** `POST /api/quotes/{id}/answer` (the office): an offer or a refusal; 409 once answered. */
export function answerQuote({ id, body, idempotencyKey }: { id: string; body: AnswerQuoteBody; idempotencyKey?: string }): Promise<Quote> {
  return apiRequest(`/api/quotes/${encodeURIComponent(id)}/answer`, quoteSchema, { method: "POST", body, auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerQuote, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes }) });
}

export type AcceptQuoteBody = z.input<typeof acceptQuoteBodySchema>;

/** `POST /api/quotes/{id}/accept` (the buyer): the order at the quoted price, to pay next. */
export function acceptQuote({ id, body, idempotencyKey }: { id: string; body: AcceptQuoteBody; idempotencyKey?: string }): Promise<PlaceOrderResponse> {
  return apiRequest(`/api/quotes/${encodeURIComponent(id)}/accept`, placeOrderResponseSchema, {
    method: "POST",
    body,
    auth: "required",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    // The quote is now accepted, a new order exists and the tool's stock went down.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tools }),
      ]),
  });
}
