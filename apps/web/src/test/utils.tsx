import type { SessionUser } from "@shop/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { SessionProvider } from "../lib/session";

export const testUser: SessionUser = {
  uid: "3f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  email: "farmer@example.com",
  displayName: "Amina Farmer",
  photoURL: null,
  emailVerified: true,
  role: "other",
  language: "en",
};

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of `"METHOD /path"` handlers; unknown calls answer 404 in the
 * CONTRACT error shape. Returns the mock to inspect the calls.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const key = `${init?.method ?? "GET"} ${path}`;
    const handler = handlers[key];
    if (!handler) return json(404, { error: { code: "not_found", message: `no mock for ${key}` } });
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the first `method` call to `path` the mock saw, or undefined when there was none. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** The usual answers for a visitor who is signed out, or signed in as `user`. */
export function sessionHandlers(user: SessionUser | null): Record<string, Handler> {
  return {
    "GET /api/auth/session": () => json(200, { user: user ?? null }),
    "GET /api/auth/providers": () => json(200, { google: false }),
    ...(user ? { [`PUT /api/user/${encodeURIComponent(user.email)}`]: () => json(200, { accessToken: "token-1" }) } : {}),
  };
}

/**
 * jsdom has <dialog> but not its modal methods; ConfirmDialog only needs them to toggle `open`.
 * Call at a test file's top level: the stubs are in place around each of its tests.
 */
export function stubDialogMethods() {
  const dialogProto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, "showModal" | "close">>;
  beforeEach(() => {
    dialogProto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    dialogProto.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  });
  afterEach(() => {
    delete dialogProto.showModal;
    delete dialogProto.close;
  });
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at; every other path renders a location probe. */
  path?: string;
  /** Mount a Toaster outside the routes, so toasts outlive a navigation away from `ui`. */
  toaster?: boolean;
}

/** Renders `ui` with a fresh query cache, the session provider and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = "/", path = "*", toaster = false }: RenderOptions = {}) {
  const client = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== "*" && <Route path="*" element={<LocationProbe />} />}
          </Routes>
        </MemoryRouter>
        {toaster && <Toaster />}
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
