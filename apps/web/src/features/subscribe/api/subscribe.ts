import type { SubscribeBody, SubscriptionAnswer } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

const subscriptionAnswerSchema = lazySchema("subscriptionAnswerSchema");

/** `POST /api/subscribers` (public): 202 with the same words whether or not the address was known. */
export function subscribe(body: SubscribeBody): Promise<SubscriptionAnswer> {
  return apiRequest("/api/subscribers", subscriptionAnswerSchema, { method: "POST", body, auth: "none" });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
