import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  /** The text/plain part, decoded. */
  text: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `count` messages are refused with `code` (4xx: try later, 5xx: refused). */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.indexOf("\r\n\r\n");
  const head = (end < 0 ? part : part.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? "" : part.slice(end + 4) };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Just enough MIME to read what nodemailer sends: the text/plain part of a multipart/alternative. */
export function parseMail(raw: string): Pick<ReceivedMail, "subject" | "messageId" | "text"> {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get("content-type") ?? "text/plain";
  let text = decodePart(headers, body);
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const parsed = splitHeaders(part.replace(/^\r\n/, ""));
      if (parsed.headers.get("content-type")?.startsWith("text/plain")) text = decodePart(parsed.headers, parsed.body);
    }
  }
  return { subject: headers.get("subject") ?? "", messageId: headers.get("message-id") ?? "", text: text.replace(/\r\n/g, "\n").trim() };
}

/** A real SMTP server on a free local port: what the shop's worker talks to in the tests. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 };
        const error = Object.assign(new Error(refusals.code >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: refusals.code });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
