import type { SubscriptionAnswer } from "@shop/contract";
import { subscriptionAnswerSchema } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

export type SubscriptionLinkKind = "confirm" | "unsubscribe";

/**
 * `POST /api/subscribers/confirm` or `/api/subscribers/unsubscribe` (public) with the emailed
 * link's token; 404 when the link is unknown, expired or used.
 */
export function followSubscriptionLink({ kind, token }: { kind: SubscriptionLinkKind; token: string }): Promise<SubscriptionAnswer> {
  return apiRequest(`/api/subscribers/${kind}`, subscriptionAnswerSchema, { method: "POST", body: { token }, auth: "none" });
}

export function useFollowSubscriptionLink() {
  return useMutation({ mutationFn: followSubscriptionLink });
}
