import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError, ErrorCode } from '../lib/errors.js';
import { MAX_IMAGE_BYTES, type IncomingFile } from '../lib/storage.js';

export { default as GraphQLUpload } from 'graphql-upload/GraphQLUpload.mjs';
export type { FileUpload };

/** Reads a GraphQL upload into memory, stopping at the size limit. */
export async function readUpload(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Images must be 5 MB or smaller');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { status?: number }).status === 413) {
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Images must be 5 MB or smaller');
    }
    throw error;
  }
  return { filename: file.filename, buffer: Buffer.concat(chunks) };
}
