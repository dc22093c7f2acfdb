/**
 * The broader region a first-level subdivision belongs to (the regions endpoint's `region`): US Census
 * regions, the UK's nations, Germany's former East and West, Japan's main islands.
 */
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: [
    'DE',
    'DC',
    'FL',
    'GA',
    'MD',
    'NC',
    'SC',
    'VA',
    'WV',
    'AL',
    'KY',
    'MS',
    'TN',
    'AR',
    'LA',
    'OK',
    'TX',
  ],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
  England: ['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH', 'UKI', 'UKJ', 'UKK'],
  Wales: ['UKL'],
  Scotland: ['UKM'],
  'Northern Ireland': ['UKN'],
  'Eastern Germany': ['DE-BE', 'DE-BB', 'DE-MV', 'DE-SN', 'DE-ST', 'DE-TH'],
  'Western Germany': [
    'DE-BW',
    'DE-BY',
    'DE-HB',
    'DE-HH',
    'DE-HE',
    'DE-NI',
    'DE-NW',
    'DE-RP',
    'DE-SL',
    'DE-SH',
  ],
  Hokkaido: ['JP-HKD'],
  Honshu: ['JP-THK', 'JP-KNT', 'JP-CHB', 'JP-KNS', 'JP-CGK'],
  Shikoku: ['JP-SKK'],
  Kyushu: ['JP-KYS'],
};

const GROUP_OF = new Map(
  Object.entries(GROUPS).flatMap(([group, ids]) => ids.map((id) => [id, group] as const)),
);

/** The group of a region id, or the country name for a region no group lists (a country added later). */
export function regionGroup(regionId: string, countryName: string): string {
  return GROUP_OF.get(regionId) ?? countryName;
}
