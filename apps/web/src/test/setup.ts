import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and replays the live ones to the next Toaster.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
