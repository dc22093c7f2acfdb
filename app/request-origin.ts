import { headers } from 'next/headers';
import { publicBaseUrl } from '@/lib/platform/public-api/base-url';

/** This server's origin as the reader reached it (or PUBLIC_BASE_URL), for absolute URLs in a page. */
export async function requestOrigin(): Promise<string> {
  const incoming = await headers();
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost';
  return publicBaseUrl(new Request(`http://${host.split(',')[0]!.trim()}/`, { headers: incoming }));
}
