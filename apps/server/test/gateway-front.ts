import { createServer as createHttpServer, type OutgoingHttpHeaders } from "node:http";
import { createServer, type AddressInfo, type Server } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./app";

/**
 * Issue 37: the gateways' stand-ins reached as the real gateways are, through a small HTTP front
 * at PUBLIC_URL that hands every request to the shop, except the notifications the stand-ins send:
 * those are kept, for each test to deliver when it means to (before the buyer returns, never,
 * twice, all at once). The buttons on the stand-ins' pages are pressed as a buyer would.
 */

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe: Server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface Notice {
  url: string;
  body: string;
  contentType: string;
}

const NOTICE_PATHS = ["/api/payments/bkash/notification", "/api/payments/sslcommerz/ipn"];

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export interface GatewayFront {
  notices: Notice[];
  /** The next notification a stand-in sends after `from` (they leave after the gateway's answer). */
  nextNotice(from: number): Promise<Notice>;
  deliver(notice: Notice): Promise<LightMyRequestResponse>;
  /** The buyer presses a button on the bKash stand-in's page (paying from `wallet`, if named): where bKash sends them back. */
  pressBkash(redirectUrl: string, action: "pay" | "fail" | "cancel", wallet?: string): Promise<string>;
  /** The buyer presses a button on SSLCommerz's stand-in page: the form it posts back to the shop. */
  pressSslcommerz(redirectUrl: string, action: "pay" | "fail" | "cancel", risky?: boolean): Promise<{ path: string; body: string }>;
  /** The gateways out of reach while `work` runs (their calls fail as a timeout would: outcome unknown). */
  unreachable(work: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function gatewayFront(t: TestApp, port: number): Promise<GatewayFront> {
  const notices: Notice[] = [];
  const front = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = request.url ?? "/";
      if (NOTICE_PATHS.includes(url)) {
        notices.push({ url, body: body.toString(), contentType: request.headers["content-type"] ?? "" });
        response.writeHead(200).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers[name] = value;
      void t.app.inject({ method: (request.method ?? "GET") as "GET" | "POST", url, headers, ...(body.length > 0 && { payload: body }) }).then((answer) => {
        const out: OutgoingHttpHeaders = { ...answer.headers };
        delete out["transfer-encoding"];
        delete out.connection;
        response.writeHead(answer.statusCode, out).end(answer.rawPayload);
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return {
    notices,
    async nextNotice(from) {
      for (let tries = 0; tries < 200; tries++) {
        const notice = notices[from];
        if (notice) return notice;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("no notification came");
    },
    deliver: (notice) => t.app.inject({ method: "POST", url: notice.url, headers: { "content-type": notice.contentType }, payload: notice.body }),
    async pressBkash(redirectUrl, action, wallet) {
      const response = await t.app.inject({ method: "POST", url: pathOf(redirectUrl), headers: form, payload: new URLSearchParams({ action, ...(wallet && { wallet }) }).toString() });
      expect(response.statusCode).toBe(303);
      return pathOf(String(response.headers.location));
    },
    async pressSslcommerz(redirectUrl, action, risky = false) {
      const response = await t.app.inject({ method: "POST", url: pathOf(redirectUrl), headers: form, payload: new URLSearchParams({ action, ...(risky && { risky: "1" }) }).toString() });
      expect(response.statusCode).toBe(200);
      const target = /<form method="post" action="([^"]+)">/.exec(response.body)?.[1];
      if (!target) throw new Error("no return form");
      const fields = new URLSearchParams();
      for (const match of response.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(match[1] ?? "", (match[2] ?? "").replace(/&amp;/g, "&"));
      return { path: pathOf(target.replace(/&amp;/g, "&")), body: fields.toString() };
    },
    async unreachable(work) {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      try {
        await work();
      } finally {
        await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
      }
    },
    close: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}
