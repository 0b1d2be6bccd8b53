import { accountMessages, signUpPageTexts } from "@shop/contract";
import { MailCheck, X } from "lucide-react";
import { useState } from "react";

/**
 * After sign-up (issue 20, item 19): the page the new customer lands on says where the
 * verification link went and what it is for, beside the spec's 'Updated profile' alert.
 */
export function SignedUpNotice({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="status" className="alert alert-info alert-soft items-start">
      <MailCheck className="size-5 shrink-0" aria-hidden="true" />
      <p className="grow">{accountMessages.signedUpVerify(email)}</p>
      <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={signUpPageTexts.dismiss} onClick={() => setDismissed(true)}>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
