import { notFound } from 'next/navigation';
import { isAppError } from '@/lib/platform/errors';

/**
 * Awaits a lookup whose input came from the URL. A verb rejects a malformed id or code with
 * BAD_REQUEST; for a page that address names nothing, so it renders the 404 page instead of an error.
 */
export async function notFoundOnBadInput<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (isAppError(error) && error.code === 'BAD_REQUEST') notFound();
    throw error;
  }
}
