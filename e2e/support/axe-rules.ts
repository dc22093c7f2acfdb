import { createRequire } from 'node:module';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const SEVERITY: Record<Impact, number> = { minor: 0, moderate: 1, serious: 2, critical: 3 };

interface AxeMetadata {
  _audit?: {
    rules: { id: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
    data: { checks: Record<string, { impact?: Impact }> };
  };
}

/**
 * The axe rules that can only ever report a minor or moderate violation: a rule's finding takes the highest
 * impact among its failing checks, and each check's impact is fixed in axe's metadata. Read from the axe-core
 * that @axe-core/playwright injects, so an upgrade that makes a rule serious brings it back. If that metadata
 * is not where it was, every rule runs (slower, never weaker).
 */
export function axeRulesNeverSerious(): string[] {
  const requireBesideAxeBuilder = createRequire(
    createRequire(import.meta.url).resolve('@axe-core/playwright'),
  );
  const audit = (requireBesideAxeBuilder('axe-core') as AxeMetadata)._audit;
  if (!audit?.rules?.length || !audit.data?.checks) return [];
  const checkId = (check: unknown) => (typeof check === 'string' ? check : (check as { id: string }).id);
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      return (
        checks.length > 0 &&
        checks.every((check) => {
          const impact = audit.data.checks[checkId(check)]?.impact;
          return impact !== undefined && SEVERITY[impact] < SEVERITY.serious;
        })
      );
    })
    .map((rule) => rule.id);
}
