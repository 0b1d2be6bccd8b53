import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { Fragment as PreactFragment } from "preact";
import { Fragment } from "react";
import { afterEach, vi } from "vitest";
import { runEffectsLikeReact } from "../lib/effects";

// The app ships on Preact (decision 020): the tests must render with it, not with React, and
// with the effect timing main.tsx gives it.
if ((Fragment as unknown) !== PreactFragment) throw new Error('"react" is not aliased to preact/compat in the web tests (apps/web/vite.config.ts)');
runEffectsLikeReact();

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
