import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { inputRefusedByDatabase } from '../../db/errors.js';
import { AppError, ErrorCode, httpStatusOf, isAppError } from '../../lib/errors.js';
import { transientFailureOf } from '../../lib/transient-errors.js';
import { clientFieldName } from './support.js';

function fromFramework(error: unknown): AppError | undefined {
  const refused = inputRefusedByDatabase(error);
  if (refused) return refused;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      const msg = 'Images must be 5 MB or smaller';
      return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, msg, error.field ? [{ path: error.field, msg }] : []);
    }
    if (error.code === 'LIMIT_FIELD_VALUE') {
      return AppError.badInput([{ path: error.field ?? 'body', msg: `${error.field ?? 'A field'} is too long` }]);
    }
    if (error.code === 'LIMIT_FILE_COUNT') {
      return AppError.badInput([{ path: 'file', msg: 'At most 5 files can be sent at once' }]);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      return AppError.badInput([{ path: error.field ?? 'file', msg: `Unexpected file field '${error.field ?? ''}'` }]);
    }
    return AppError.badInput([{ path: error.field ?? 'body', msg: error.message }]);
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large');
  if (type === 'entity.parse.failed')
    return AppError.badInput([{ path: 'body', msg: 'The request body is not valid JSON' }]);
  // http-errors raised by body parsers (graphql-upload's malformed multipart, for one): a client
  // mistake they describe safely themselves.
  const { status, expose, message } = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500 && typeof message === 'string') {
    if (status === 413) return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message);
    return AppError.badInput([{ path: 'body', msg: message }]);
  }
  // The database or the bucket unreachable, a full disk: SERVICE_UNAVAILABLE with Retry-After.
  return transientFailureOf(error);
}

/** A refused upload (too large, not an image), which the route may name after its file field. */
const FILE_PROBLEMS = new Set<ErrorCode>([ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_MEDIA_TYPE]);

/**
 * REST errors in the shapes the old client reads: `{ message }`, plus `errors: [{ msg, path }]` for
 * invalid fields, each named as the client sent it (see `errorShape`). Unexpected errors are logged
 * with the request id and never described.
 */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = isAppError(error) ? error : fromFramework(error);
  const shape = res.locals.errorShape;
  if (!known) {
    req.log?.error({ err: error }, 'unexpected REST error');
    const message = 'Something went wrong on our side. Please try again.';
    res.status(500).json({
      message,
      ...(shape?.errorKey ? { error: message } : {}),
      code: ErrorCode.INTERNAL_SERVER_ERROR,
      requestId: req.requestId,
    });
    return;
  }
  if (known.code === ErrorCode.SERVICE_UNAVAILABLE && !isAppError(error)) {
    req.log?.warn({ err: error }, 'a passing failure answered SERVICE_UNAVAILABLE');
  }
  if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
  const fields =
    !known.fields.length && shape?.file && FILE_PROBLEMS.has(known.code) && req.file
      ? [{ path: shape.file, msg: known.message }]
      : known.fields;
  res.status(httpStatusOf[known.code]).json({
    message: known.message,
    ...(shape?.errorKey ? { error: known.message } : {}),
    code: known.code,
    ...(fields.length
      ? { errors: fields.map((f) => ({ msg: f.msg, path: clientFieldName(f.path, req, shape) })) }
      : {}),
  });
};
