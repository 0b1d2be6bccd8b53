import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "./query-keys";
import { SessionProvider, useSession, useTokenReady } from "./session";
import { createTestQueryClient, mockFetch, sessionHandlers, testUser } from "../test/utils";

describe("SessionProvider", () => {
  it("stores the token without rendering again what reads the session (a whole page, just after hydration)", async () => {
    const fetchMock = mockFetch(sessionHandlers(testUser));
    const client = createTestQueryClient();
    // As a page the server rendered: the session is known, the visitor's token is not.
    client.setQueryData(queryKeys.session, testUser);
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <p>{useSession().user?.displayName}</p>;
    }
    function TokenState() {
      return <p>{useTokenReady() ? "token stored" : "no token yet"}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Page />
          <TokenState />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText("no token yet")).toBeInTheDocument();
    expect(await screen.findByText("token stored")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/user/${encodeURIComponent(testUser.email)}`, expect.anything()));
    expect(screen.getByText(testUser.displayName ?? "")).toBeInTheDocument();
    expect(pageRenders).toBe(1);
  });
});
