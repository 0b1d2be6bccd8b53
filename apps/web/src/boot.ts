import "./index.css";
import { afterNextPaint } from "./lib/afterPaint";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's entry: the stylesheet, and the app's code once the server's HTML has painted. The
 * code (React and the app, ~150 KB) would otherwise share a slow line with the stylesheet and the
 * page's largest picture, and its first run would hold the first paint back (decision 021). It is
 * run in steps, each in a task of its own, so that a slow phone's main thread is not held in one
 * long piece: React, the router, the query cache, then the app, which hydrates the page. (A library's
 * chunk is evaluated when first imported and kept; the app's import of it later finds it done. Each
 * step imports one name of it (boot/): a whole library imported here would be shipped whole.)
 */
async function boot(): Promise<void> {
  await import("react-dom/client");
  await nextTask();
  await import("./boot/router");
  await nextTask();
  await import("./boot/query");
  await nextTask();
  await import("./main");
}

afterNextPaint(() => void boot());
