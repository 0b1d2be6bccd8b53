import { adminTableTexts } from "@shop/contract";
import type { LucideIcon } from "lucide-react";
import { Trash } from "lucide-react";
import type { ReactNode } from "react";

interface BusyActionButtonProps {
  /** This row's call is on its way. */
  busy: boolean;
  icon: LucideIcon;
  /** The accessible name: the visible text repeats on every row, so the name says which row. */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A row's primary action. While busy it stays focusable (a disabled button would drop keyboard
 * focus) and only says so, so the caller must ignore clicks while its mutation is pending.
 */
export function BusyActionButton({ busy, icon: Icon, label, onClick, children }: BusyActionButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-primary btn-sm whitespace-nowrap ${busy ? "cursor-progress opacity-80" : ""}`}
      onClick={onClick}
      aria-disabled={busy || undefined}
      aria-label={label}
    >
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface DeleteRowButtonProps {
  /** The accessible name, naming the row as BusyActionButton's does. */
  label: string;
  onClick: () => void;
  className?: string;
  children?: ReactNode;
}

/** A row's Delete, which opens the confirmation rather than deleting at once. */
export function DeleteRowButton({ label, onClick, className = "", children = adminTableTexts.delete }: DeleteRowButtonProps) {
  return (
    <button type="button" className={`btn btn-outline btn-error btn-sm ${className}`} onClick={onClick} aria-label={label}>
      <Trash className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}
