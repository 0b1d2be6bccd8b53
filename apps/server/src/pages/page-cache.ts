import { sizeOf, type ReadyBytes } from "../lib/ready-bytes";

/** What the public pages render from: a new mark after every write to it (CatalogueCache.version). */
export type DataVersion = () => object | undefined;

/** The rendered pages kept at most, in bytes (each with its gzip and brotli forms). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The public pages as rendered for visitors without a session, by URL, until the data they show
 * changes: the catalogue (stock, prices, tools) or the reviews. A page is kept only when no write
 * happened while it rendered, so it never outlives the data it shows. Bounded in bytes: a search
 * box makes URLs without end, and the oldest pages go first.
 */
export class PageCache {
  private pages = new Map<string, ReadyBytes>();
  private bytes = 0;
  private marks: (object | undefined)[] = [];

  constructor(
    private readonly versions: DataVersion[],
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {}

  /** The marks of the data now, to hand back to `keep` after a render. */
  current(): (object | undefined)[] {
    return this.versions.map((version) => version());
  }

  get(url: string): ReadyBytes | undefined {
    this.dropIfChanged();
    return this.pages.get(url);
  }

  /** Keeps a page rendered from the data marked `before`, unless that data changed meanwhile. */
  keep(url: string, ready: ReadyBytes, before: (object | undefined)[]): void {
    const now = this.current();
    if (now.some((mark, index) => mark === undefined || mark !== before[index])) return;
    this.dropIfChanged();
    const size = sizeOf(ready);
    if (size > this.maxBytes) return;
    const old = this.pages.get(url);
    if (old) {
      this.bytes -= sizeOf(old);
      this.pages.delete(url);
    }
    for (const [key, page] of this.pages) {
      if (this.bytes + size <= this.maxBytes) break;
      this.pages.delete(key);
      this.bytes -= sizeOf(page);
    }
    this.pages.set(url, ready);
    this.bytes += size;
  }

  /** On the hot path: compares without building the list of marks unless one changed. */
  private dropIfChanged(): void {
    if (this.marks.length === this.versions.length && this.versions.every((version, index) => version() === this.marks[index])) return;
    this.marks = this.current();
    this.pages = new Map();
    this.bytes = 0;
  }
}
