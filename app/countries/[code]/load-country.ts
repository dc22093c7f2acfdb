import { notFound } from 'next/navigation';
import { cache } from 'react';
import { notFoundOnBadInput } from '@/components/world/lookup';
import { getCountry } from '@/lib/systems/politics/offices/get-country';
import { getDb } from '@/lib/platform/db';

/**
 * The country a page's `[code]` names, or the 404 page. Cached per request, so generateMetadata and the
 * page share one query (the country page and its economy page both use it).
 */
export const loadCountryOrNotFound = cache(async (code: string) => {
  const country = await notFoundOnBadInput(getCountry(getDb(), { code }));
  if (!country.found) notFound();
  return country;
});
