import type { Server, ServerResponse } from "node:http";

/**
 * Issue 35 item 5: the connections of a stopping server. Node's server.close() closes only the
 * connections idle at that moment; one busy at the signal stays open after its answer for the
 * keep-alive timeout (72 s), and the process with it. So once stopping, every answer still to
 * be written says `Connection: close` (Node then ends its socket after it), each answer that
 * finishes closes whatever connections are idle by then (an answer whose headers left before
 * the signal could not say it), and `forceClose` ends the rest when the grace is over.
 *
 * Installed before the app's own request listener, so it sees every request first, the hot
 * reads answered before Fastify included.
 */
export function trackConnections(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  // After the answer's own bookkeeping: Node marks its connection idle once 'close' has run.
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (stopping) response.setHeader("connection", "close");
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (stopping) closeIdle();
    });
  });
  return {
    /** From now on nothing is kept alive; what is idle closes now. */
    stop(): void {
      stopping = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("connection", "close");
      }
      server.closeIdleConnections();
    },
    /** The grace is over: every connection closes, whatever it is doing. */
    forceClose(): void {
      server.closeAllConnections();
    },
    get inFlight(): number {
      return inFlight.size;
    },
  };
}
