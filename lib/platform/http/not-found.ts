import { AppError } from '@/lib/platform/errors';
import { clientErrorResponse, v1ErrorResponse } from './envelopes';
import { newRequestId } from './request';

const V1_PREFIXES = ['/api/public/v1', '/api/v1'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** An error in the envelope of the API family `request` belongs to (v1 or client). */
export function apiErrorResponse(request: Request, error: AppError): Response {
  const requestId = newRequestId(request);
  const { pathname } = new URL(request.url);
  return V1_PREFIXES.some((prefix) => isUnder(pathname, prefix))
    ? v1ErrorResponse(error, requestId)
    : clientErrorResponse(error, requestId);
}

/** 404 for an /api path no route matched, in the envelope its family uses. */
export function apiNotFoundResponse(request: Request): Response {
  const { pathname } = new URL(request.url);
  return apiErrorResponse(
    request,
    new AppError('NOT_FOUND', `No API endpoint at ${request.method} ${pathname}.`),
  );
}
