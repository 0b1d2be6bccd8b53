import type { ContactMessage, ContactResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { lazySchema } from "../../../lib/schemas";

const contactResponseSchema = lazySchema("contactResponseSchema");

/** `POST /api/contact` (public, limited per address): 202 once the message is queued for the office. */
export function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  return apiRequest("/api/contact", contactResponseSchema, { method: "POST", body: message, auth: "none" });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
