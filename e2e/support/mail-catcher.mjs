// The journeys' mailbox: a real SMTP server the shop sends to, and an HTTP endpoint the tests
// read received mail from (GET /messages → [{ to, subject, text, receivedAt }], GET /health).
// Usage: node support/mail-catcher.mjs <smtp port> <http port>
import http from "node:http";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error("usage: mail-catcher.mjs <smtp port> <http port>");
  process.exit(2);
}

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

function splitHeaders(part) {
  const end = part.indexOf("\r\n\r\n");
  const head = (end < 0 ? part : part.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? "" : part.slice(end + 4) };
}

function decodePart(headers, body) {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_all, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Just enough MIME for what nodemailer sends: the subject and the text/plain part. */
function parse(raw) {
  const { headers, body } = splitHeaders(raw);
  let text = decodePart(headers, body);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const parsed = splitHeaders(part.replace(/^\r\n/, ""));
      if ((parsed.headers.get("content-type") ?? "").startsWith("text/plain")) text = decodePart(parsed.headers, parsed.body);
    }
  }
  return { subject: headers.get("subject") ?? "", text: text.replace(/\r\n/g, "\n").trim() };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), ...parse(raw), receivedAt: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});
web.listen(httpPort, "127.0.0.1");

const stop = () => {
  web.close();
  smtp.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
