// The journeys' mailbox: a real SMTP server the shop sends to, and an HTTP endpoint the tests
// read received mail from (GET /messages → [{ to, subject, text, receivedAt }], GET /health).
// Usage: node support/mail-catcher.mjs <smtp port> <http port>
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error("usage: mail-catcher.mjs <smtp port> <http port>");
  process.exit(2);
}

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

/** mailparser decodes what nodemailer writes: encoded-word subjects (an order's em dash), quoted-printable, base64. */
async function parse(raw) {
  const mail = await simpleParser(raw);
  return { subject: mail.subject ?? "", text: (mail.text ?? "").replace(/\r\n/g, "\n").trim() };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      parse(Buffer.concat(chunks)).then(
        (mail) => {
          messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), ...mail, receivedAt: new Date().toISOString() });
          callback();
        },
        (error) => callback(error),
      );
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
