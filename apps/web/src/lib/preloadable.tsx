import { use, type ComponentType } from "react";

/** A promise as React's `use` reads it at once when it has settled (React's own thenable fields). */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface Preloadable<T> {
  /** Starts loading (once) and answers the same promise every time. */
  load(): Promise<T>;
}

/**
 * Code loaded on demand that a component reads with `use(code.load())`. Unlike `React.lazy`, which
 * suspends on its first render even when its module is already in, `use` of a settled promise
 * answers at once: code loaded before the page hydrates is rendered in the same pass, so the
 * server's HTML is hydrated in place instead of being thrown away and rendered again.
 */
export function preloadable<T>(factory: () => Promise<T>): Preloadable<T> {
  let promise: Tracked<T> | undefined;
  return {
    load() {
      if (!promise) {
        const started: Tracked<T> = factory();
        started.status = "pending";
        started.then(
          (value) => {
            started.status = "fulfilled";
            started.value = value;
          },
          (reason: unknown) => {
            started.status = "rejected";
            started.reason = reason;
            // A chunk that failed to load (a dropped connection) is asked for again next time.
            promise = undefined;
          },
        );
        promise = started;
      }
      return promise;
    },
  };
}

/**
 * A component of code loaded on demand, read with `use`: rendered at once when its code is in
 * (loaded before hydration, or before a form's code takes over), else suspending as `React.lazy` does.
 */
export function lazyComponent<T, P extends object>(code: Preloadable<T>, pick: (module: T) => ComponentType<P>): ComponentType<P> {
  function Loaded(props: P) {
    const Component = pick(use(code.load()));
    return <Component {...props} />;
  }
  return Loaded;
}
