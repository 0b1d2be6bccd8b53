import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { GatewayName, RedirectGateway } from "./gateway";
import { BkashGateway } from "./gateways/bkash";
import { SslcommerzGateway } from "./gateways/sslcommerz";
import { fetchSnsCertificate } from "./sns";
import { BkashStandIn } from "./stand-ins/bkash-stand-in";
import { SslcommerzStandIn } from "./stand-ins/sslcommerz-stand-in";

/**
 * Issue 37: the redirect gateways PAYMENT_METHODS lists, each on its real host or (outside
 * production, without credentials; config.ts refuses it in production) on the stand-in this
 * shop serves under /dev. The stand-ins' plugins come back for app.ts to register.
 */
export interface Gateways {
  gateways: Partial<Record<GatewayName, RedirectGateway>>;
  standIns: { prefix: string; plugin: (app: FastifyInstance) => Promise<void> }[];
}

/** Where bKash's notifications reach the shop (set in bKash's merchant portal; the stand-in sends there). */
export const BKASH_NOTIFICATION_PATH = "/api/payments/bkash/notification";

export function createGateways(config: Pick<Config, "env" | "publicUrl" | "paymentMethods">): Gateways {
  const { enabled, bkash, sslcommerz } = config.paymentMethods;
  const result: Gateways = { gateways: {}, standIns: [] };
  // config.ts already refuses this; a second guard costs nothing where money is concerned.
  if (config.env === "production" && ((enabled.includes("bkash") && bkash.standIn) || (enabled.includes("sslcommerz") && sslcommerz.standIn))) {
    throw new Error("a payment stand-in cannot run in production");
  }
  if (enabled.includes("bkash")) {
    if (bkash.standIn) {
      const standIn = new BkashStandIn({ baseUrl: bkash.baseUrl, credentials: bkash, notificationUrl: `${config.publicUrl}${BKASH_NOTIFICATION_PATH}` });
      result.standIns.push({ prefix: "/dev/bkash", plugin: standIn.plugin });
      // The stand-in's notifications verify against its own key; any other certificate is Amazon's to give.
      result.gateways.bkash = new BkashGateway(bkash, { fetchCertificate: standIn.signer.fetchCertificate(fetchSnsCertificate()) });
    } else {
      result.gateways.bkash = new BkashGateway(bkash);
    }
  }
  if (enabled.includes("sslcommerz")) {
    if (sslcommerz.standIn) {
      const standIn = new SslcommerzStandIn({ baseUrl: sslcommerz.baseUrl, credentials: sslcommerz });
      result.standIns.push({ prefix: "/dev/sslcommerz", plugin: standIn.plugin });
    }
    result.gateways.sslcommerz = new SslcommerzGateway(sslcommerz);
  }
  return result;
}
