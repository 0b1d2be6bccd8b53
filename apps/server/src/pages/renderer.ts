import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { PAGE_STATE_ID, type PageApi, type RenderedPage, type RenderPage } from "@shop/contract";
import type { FastifyInstance, InjectOptions } from "fastify";

/** Where the web app's HTML goes in its built index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** What a page render gives the server to send. */
export type PageAnswer = { kind: "redirect"; location: string } | { kind: "page"; html: string };

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built to dist-ssr/) and the built
 * index.html it fills: the page's head elements in the head, its HTML in the root element, and
 * the state the browser hydrates from beside it (decision 021).
 */
export class PageRenderer {
  /** The built index.html around the head's end and the root element. */
  private readonly parts: [string, string, string];

  private constructor(
    private readonly app: FastifyInstance,
    private readonly render: RenderPage,
    template: string,
    private readonly origin: string,
    private readonly currency: string,
    private readonly timeZone: string,
    private readonly latinDigits: () => boolean,
  ) {
    const headEnd = template.indexOf("</head>");
    const root = template.indexOf(ROOT_ELEMENT);
    if (headEnd === -1 || root < headEnd) throw new Error(`the built index.html has no </head> followed by ${ROOT_ELEMENT}`);
    this.parts = [template.slice(0, headEnd), template.slice(headEnd, root), template.slice(root + ROOT_ELEMENT.length)];
  }

  /** The renderer of a build, or undefined for a build without one (the shell is served as it is). */
  static async load(app: FastifyInstance, options: { indexHtml: string; entry: string; origin: string; currency: string; timeZone: string; latinDigits?: () => boolean }): Promise<PageRenderer | undefined> {
    if (!existsSync(options.entry)) return undefined;
    const module = (await import(pathToFileURL(options.entry).href)) as { renderPage: RenderPage };
    return new PageRenderer(app, module.renderPage, readFileSync(options.indexHtml, "utf8"), options.origin, options.currency, options.timeZone, options.latinDigits ?? (() => false));
  }

  /**
   * The page at `url` as the visitor with these cookies sees it; `authorization` is the bearer
   * token of the visitor's session, sent with every call the page makes as the browser sends its
   * stored one (a member's catalogue carries the company's prices, issue 28).
   */
  async page(url: string, cookie: string | undefined, authorization?: string): Promise<PageAnswer> {
    const rendered: RenderedPage = await this.render({ url, origin: this.origin, currency: this.currency, timeZone: this.timeZone, latinDigits: this.latinDigits(), api: this.api(cookie, authorization) });
    if (rendered.kind === "redirect") return rendered;
    const [head, body, end] = this.parts;
    const state = `<script id="${PAGE_STATE_ID}" type="application/json">${rendered.state}</script>`;
    // The built index.html says English; a Bangla page says its own (issue 38).
    const opening = rendered.language === "en" ? head : head.replace(/<html lang="en"/, `<html lang="${rendered.language}"`);
    return { kind: "page", html: `${opening}${rendered.head}${body}<div id="root">${rendered.body}</div>${state}${end}` };
  }

  /**
   * The API for one render: Fastify answers in this process (no socket, no port), with the
   * visitor's cookies, so a page sees exactly what the visitor's browser would be answered.
   */
  private api(cookie: string | undefined, authorization: string | undefined): PageApi {
    return async (path, init) => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (cookie) headers.cookie = cookie;
      // A token the page got itself (a protected call's refresh) is the same visitor's: it stays.
      if (authorization && headers.authorization === undefined) headers.authorization = authorization;
      const answer = await this.app.inject({
        method: (init.method ?? "GET") as InjectOptions["method"],
        url: path,
        headers,
        ...(typeof init.body === "string" ? { payload: init.body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && name !== "set-cookie") responseHeaders.set(name, String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
    };
  }
}
