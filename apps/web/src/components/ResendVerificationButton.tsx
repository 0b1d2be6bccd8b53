import { accountMessages } from "@shop/contract";
import { MailCheck } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "../lib/api";
import { useResendVerification } from "../lib/resendVerification";

/** "Resend verification email": a new link to the signed-in account's address. */
export function ResendVerificationButton({ className = "" }: { className?: string }) {
  const resend = useResendVerification();
  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary ${className}`}
      aria-disabled={resend.isPending || undefined}
      onClick={() => {
        if (resend.isPending) return;
        resend.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error)),
        });
      }}
    >
      {resend.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <MailCheck className="size-4" aria-hidden="true" />}
      {accountMessages.resendVerification}
    </button>
  );
}
