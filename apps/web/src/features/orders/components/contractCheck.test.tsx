import { renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { useContractCheck } from "./contractCheck";

describe("a dialog's check with schemas loaded at its first use", () => {
  it("checks once per press, and a press while the schemas load is not a second check", async () => {
    let arrive: (schemas: { rule: string }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ rule: string }>((resolve) => (arrive = resolve)));
    const check = vi.fn();
    const { result } = renderHook(() => useContractCheck(load));
    result.current(check);
    result.current(check);
    expect(load).toHaveBeenCalledTimes(1);
    arrive({ rule: "carrier required" });
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    expect(check).toHaveBeenCalledWith({ rule: "carrier required" });
    // Loaded, the next press checks again.
    load.mockImplementation(() => Promise.resolve({ rule: "carrier required" }));
    result.current(check);
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
  });

  it("says why when the schemas do not load, checks nothing, and tries again at the next press", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => "");
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const check = vi.fn();
    const { result } = renderHook(() => useContractCheck(load));
    result.current(check);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(check).not.toHaveBeenCalled();
    result.current(check);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    error.mockRestore();
  });
});
