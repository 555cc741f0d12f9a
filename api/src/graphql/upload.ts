import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError, ErrorCode } from '../lib/errors.js';
import { MAX_IMAGE_BYTES, type IncomingFile } from '../lib/storage.js';

export { default as GraphQLUpload } from 'graphql-upload/GraphQLUpload.mjs';
export type { FileUpload };

/**
 * Reads a GraphQL upload into memory, stopping at the size limit. A file that never arrives whole
 * (the request ended inside it, its closing boundary is missing, the client went away) is the client's
 * mistake: BAD_USER_INPUT, not an unexpected error. A system error (the disk of the temporary copy)
 * stays one.
 */
export async function readUpload(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const file = await upload;
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Images must be 5 MB or smaller');
      chunks.push(chunk as Buffer);
    }
    return { filename: file.filename, buffer: Buffer.concat(chunks) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { status?: number }).status === 413) {
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Images must be 5 MB or smaller');
    }
    if (typeof (error as NodeJS.ErrnoException).errno === 'number') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw AppError.badInput([], `The upload was cut short or malformed (${reason}): send the file again`);
  }
}
