import { AppError, ERROR_CODES, isAppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';

/** Node's error when the client hangs up while its body is still being read. */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error && error.message === 'aborted' && 'code' in error && error.code === 'ECONNRESET'
  );
}

/** Maps anything thrown to an AppError; unknown errors are logged and hidden behind INTERNAL_ERROR. */
export function toAppError(error: unknown, requestId: string): AppError {
  if (isAppError(error)) return error;
  // Nobody waits for this answer and nothing failed on our side: not a server error.
  if (isClientAbort(error)) {
    log.info({ requestId }, 'client closed the request');
    return new AppError('BAD_REQUEST', 'The request was aborted before its body was read.');
  }
  log.error({ err: error, requestId }, 'unhandled error');
  return new AppError('INTERNAL_ERROR', `${ERROR_CODES.INTERNAL_ERROR.message} (request ${requestId})`);
}

function errorHeaders(error: AppError, requestId: string, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('X-Request-Id', requestId);
  for (const [name, value] of Object.entries(error.headers ?? {})) headers.set(name, value);
  return headers;
}

/** Public and private v1: `{ ok: false, error, code }`. */
export function v1ErrorResponse(error: AppError, requestId: string, extraHeaders?: HeadersInit): Response {
  return Response.json(
    { ok: false, error: error.message, code: error.code, ...error.details },
    { status: error.httpStatus, headers: errorHeaders(error, requestId, extraHeaders) },
  );
}

/** Client endpoints: `{ error, code }`. */
export function clientErrorResponse(error: AppError, requestId: string): Response {
  return Response.json(
    { error: error.message, code: error.code, ...error.details },
    { status: error.httpStatus, headers: errorHeaders(error, requestId, { 'Cache-Control': 'no-store' }) },
  );
}
