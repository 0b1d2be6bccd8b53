import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// The suite shares two cores with the API tests: give async queries room instead of flaking.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in module state and replays the live ones to the next Toaster.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
