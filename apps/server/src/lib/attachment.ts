import type { FastifyReply } from "fastify";

/** A file to download: its body, type and name. */
export interface Attachment {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

/** Sends a file to be saved, never kept by a cache: its documents are one reader's. */
export const sendAttachment = (reply: FastifyReply, file: Attachment) =>
  reply.header("content-type", file.contentType).header("content-disposition", `attachment; filename="${file.filename}"`).header("cache-control", "private, no-store").send(file.body);
