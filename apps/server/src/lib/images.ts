import { serverMessages, isSitePath, uploadMessages } from "@shop/contract";
import type { Config } from "../config";
import { badRequest } from "../errors";

type ImageConfig = Pick<Config, "publicUrl" | "imageHosts">;

/** `host` or `host:port` of IMAGE_HOSTS against a URL's host; `*.` matches subdomains only, as in CSP. */
function hostMatches(entry: string, url: URL): boolean {
  const [pattern = "", port = ""] = entry.split(":");
  if (url.port !== port) return false;
  const host = url.hostname.toLowerCase();
  return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/**
 * Product and review pictures load only from the shop itself (a site path or its own origin)
 * or over https from a host of IMAGE_HOSTS: anything else would let a customer put a tracking
 * pixel in front of every visitor. The CSP's img-src (imageSources) says the same to browsers.
 */
export function isAllowedImage(config: ImageConfig, value: string): boolean {
  if (isSitePath(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin === config.publicUrl) return true;
  return url.protocol === "https:" && config.imageHosts.some((entry) => hostMatches(entry, url));
}

/** A 400 naming the field, as a schema refusal would, unless the image is allowed. */
export function assertAllowedImage(config: ImageConfig, value: string, field: string, label: string): void {
  if (isAllowedImage(config, value)) return;
  const message = config.imageHosts.length > 0 ? uploadMessages.imageFromShopOr(label, config.imageHosts.join(", ")) : uploadMessages.imageFromShop(label);
  throw badRequest(serverMessages.invalidRequest, [{ path: field, message }]);
}

/** CSP img-src: the shop, inline data: images and each IMAGE_HOSTS host over https. */
export function imageSources(config: ImageConfig): string[] {
  return ["'self'", "data:", ...config.imageHosts.map((host) => `https://${host}`)];
}
