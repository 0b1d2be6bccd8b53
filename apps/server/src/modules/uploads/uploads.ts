import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueMessages, uploadTypes, type UploadResponse } from "@shop/contract";
import { fileTypeFromBuffer } from "file-type";
import { badRequest } from "../../errors";

type UploadType = (typeof uploadTypes)[number];

const extensions: Record<UploadType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
const typesByExtension = new Map(Object.entries(extensions).map(([type, extension]) => [extension, type as UploadType]));

/** Every stored name: 32 random hex digits and one of our extensions. Nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export const UPLOAD_URL_PREFIX = "/uploads/";

const isUploadType = (mime: string): mime is UploadType => (uploadTypes as readonly string[]).includes(mime);

/**
 * Keeps an uploaded image. Its type is read from its bytes (the file name and the browser's
 * Content-Type are the sender's word, not the file's); the name is random, so it never collides,
 * never says anything about the sender's file and can be cached for ever.
 */
export async function storeUpload(uploadDir: string, bytes: Buffer): Promise<UploadResponse> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isUploadType(detected.mime)) {
    throw badRequest(catalogueMessages.imageWrongType, [{ path: "file", message: catalogueMessages.imageWrongType }]);
  }
  const name = `${randomBytes(16).toString("hex")}.${extensions[detected.mime]}`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(path.join(uploadDir, name), bytes, { flag: "wx" });
  return { url: `${UPLOAD_URL_PREFIX}${name}`, type: detected.mime, size: bytes.length };
}

/**
 * The file of a stored name and its type, or undefined for anything that is not one of ours:
 * only names of STORED_NAME's shape are looked up, so no path can leave the folder.
 */
export function uploadedFile(uploadDir: string, name: string): { file: string; type: UploadType } | undefined {
  const match = STORED_NAME.exec(name);
  const type = match?.[1] ? typesByExtension.get(match[1]) : undefined;
  return type && { file: path.join(uploadDir, name), type };
}
