import { EXTRACTION_RESOURCES } from '@/lib/systems/extraction/resources';

/** An extraction resource key as people read it: natural_gas is "natural gas". */
export const resourceLabel = (key: string) => key.replaceAll('_', ' ');

/** The <option>s of a resource picker, one per extraction resource. */
export function ResourceOptions() {
  return EXTRACTION_RESOURCES.map((key) => (
    <option key={key} value={key}>
      {resourceLabel(key)}
    </option>
  ));
}

/** The extraction resources as options of a components/ui Select. */
export const RESOURCE_SELECT_OPTIONS = EXTRACTION_RESOURCES.map((key) => ({
  value: key,
  label: resourceLabel(key),
}));
