import type { SessionUser } from "@shop/contract";
import { accountMessages } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useEffect } from "react";
import { isApiError } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { ResendVerificationButton } from "./ResendVerificationButton";

/**
 * Whether the server will refuse this account's orders and quote requests: each mails its
 * address (or the office), so a customer must have proved it first (admins need not).
 */
export const mustVerifyToOrder = (user: Pick<SessionUser, "role" | "emailVerified"> | null): boolean =>
  user !== null && user.role !== "admin" && !user.emailVerified;

/** A refusal for that reason (the session here may be older than the address's proof, or its lack). */
export const isVerifyRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && (error.message === accountMessages.verifyBeforeOrdering || error.message === accountMessages.verifyBeforePaying);

/**
 * Where an order form's button would be: says why ordering waits for the address to be verified,
 * with a way to get a new link. `id` lets the disabled button point at it.
 */
export function VerifyToOrder({ id, className = "" }: { id?: string; className?: string }) {
  const queryClient = useQueryClient();
  // The link is usually opened in another tab: coming back here asks the server again at once
  // (the session is otherwise fresh for minutes), so the form opens as soon as the address is proved.
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === "visible") void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    };
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", recheck);
    return () => {
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", recheck);
    };
  }, [queryClient]);
  return (
    <div id={id} role="status" className={`flex flex-col items-start gap-3 rounded-box border border-warning/60 bg-warning/15 p-4 ${className}`}>
      <p className="flex items-start gap-3 font-medium">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-warning-content" aria-hidden="true" />
        {accountMessages.verifyBeforeOrdering}
      </p>
      <ResendVerificationButton className="btn-sm" />
    </div>
  );
}
