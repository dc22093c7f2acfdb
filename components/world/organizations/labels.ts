import type { OrganizationCategory } from '@/lib/systems/world/organizations/constants';

export const CATEGORY_LABELS: Record<OrganizationCategory, string> = {
  security_alliance: 'Security alliance',
  economic_forum: 'Economic forum',
  summit_group: 'Summit group',
  development_bank: 'Development bank',
};

export function organizationHref(id: string): string {
  return `/organizations/${encodeURIComponent(id)}`;
}
