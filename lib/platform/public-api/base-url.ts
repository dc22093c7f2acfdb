import { env } from '@/lib/platform/env';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

/**
 * Origin for absolute links (/meta, OpenAPI servers). PUBLIC_BASE_URL wins; otherwise
 * the host the client asked for, since `next start` builds request.url from its own bind address.
 */
export function publicBaseUrl(request: Request): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(request.url);
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? firstValue(request.headers.get('host'));
  const proto = firstValue(request.headers.get('x-forwarded-proto'));
  const protocol = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  return host && HOST_PATTERN.test(host) ? `${protocol}://${host}` : url.origin;
}
