import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import fastifyMultipart from "@fastify/multipart";
import { serverMessages, catalogueMessages, UPLOAD_MAX_BYTES, uploadResponseSchema, uploadMessages } from "@shop/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError, badRequest, notFound } from "../errors";
import { storeUpload, uploadedFile } from "../modules/uploads/uploads";

/** `POST /api/uploads` (admin): one product image as multipart/form-data, field `file`. */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Only this plugin reads multipart bodies; every other route keeps the JSON body limit.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 } });
  app.post(
    "/uploads",
    {
      onRequest: ctx.guards.admin,
      schema: { consumes: ["multipart/form-data"], response: { 201: uploadResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(uploadMessages.notMultipart);
      const bytes = await readUpload(request);
      const stored = await storeUpload(ctx.config.uploadDir, bytes);
      return reply.status(201).send(stored);
    },
  );
};

/**
 * The uploaded file's bytes. Reading a multipart body fails only on the body itself (cut off,
 * malformed part headers, over a limit): the client's fault, 400 (413 for the size), never 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw badRequest(serverMessages.invalidRequest, [{ path: "file", message: uploadMessages.fileRequired }]);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payload_too_large", catalogueMessages.imageTooLarge);
    throw badRequest(uploadMessages.unreadable);
  }
}

/**
 * `GET /uploads/<name>`: the stored images, from the shop's own origin (CSP img-src 'self').
 * A name is never reused, so the answer is cached for a year.
 */
export const uploadFileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get("/uploads/:name", { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } }, async (request, reply) => {
    const found = uploadedFile(ctx.config.uploadDir, request.params.name);
    const size = found && (await stat(found.file).then((s) => (s.isFile() ? s.size : undefined), () => undefined));
    if (!found || size === undefined) throw notFound("Image");
    return reply
      .header("content-type", found.type)
      .header("content-length", size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(createReadStream(found.file));
  });
};
