import { messages } from "@shop/contract";
import { Sprout } from "lucide-react";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the login and sign-up pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-base-200 px-4 py-12 sm:items-center">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-md">
        <div className="card-body gap-5 p-6 sm:p-8">
          <div className="text-center">
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
              <Sprout className="size-6" aria-hidden="true" />
            </span>
            <h1 className="font-display text-3xl font-bold">{title}</h1>
            <p className="mt-1 text-sm text-base-content/70">{subtitle}</p>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

/** The spec's inline failure line: 'Error:' followed by the server's message, in red. */
export function AuthError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-error">
      {messages.auth.errorPrefix} {message}
    </p>
  );
}
