import type { OrderDetail } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { lazySchema } from "../../../lib/schemas";

// Loaded with the answer: the office's order actions render without zod.
const orderDetailSchema = lazySchema("orderDetailSchema");

/** One office record; the key is the same when it is asked again after a lost answer (useSubmissionKey). */
interface OfficeRecord {
  id: string;
  idempotencyKey?: string;
}

const post = (id: string, what: "cash" | "returned" | "deposit" | "risky-payment", body: unknown, idempotencyKey: string | undefined): Promise<OrderDetail> =>
  apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/${what}`, orderDetailSchema, { method: "POST", ...(body === undefined ? {} : { body }), auth: "required", ...(idempotencyKey ? { idempotencyKey } : {}) });

/** `POST /api/admin/orders/{id}/cash` `{amount}`: the cash the driver collected (issue 37). */
export const recordCash = ({ id, amount, idempotencyKey }: OfficeRecord & { amount: number }) => post(id, "cash", { amount }, idempotencyKey);
/** `POST /api/admin/orders/{id}/returned`: refused at the door; stock back, the order closed. */
export const markReturned = ({ id, idempotencyKey }: OfficeRecord) => post(id, "returned", undefined, idempotencyKey);
/** `POST /api/admin/orders/{id}/deposit` `{amount, receivedOn, reference}`: a bank deposit received. */
export const recordDeposit = ({ id, idempotencyKey, ...deposit }: OfficeRecord & { amount: number; receivedOn: string; reference: string }) => post(id, "deposit", deposit, idempotencyKey);

function useOfficeRecord<T>(record: (input: T) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: record, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }) });
}
export const useRecordCash = () => useOfficeRecord(recordCash);
export const useMarkReturned = () => useOfficeRecord(markReturned);
export const useRecordDeposit = () => useOfficeRecord(recordDeposit);
/** `POST /api/admin/orders/{id}/risky-payment` `{accept}`: the office's decision on a payment SSLCommerz flagged risky (issue 37). */
export const decideRiskyPayment = ({ id, accept, idempotencyKey }: OfficeRecord & { accept: boolean }) => post(id, "risky-payment", { accept }, idempotencyKey);
export const useDecideRiskyPayment = () => useOfficeRecord(decideRiskyPayment);
