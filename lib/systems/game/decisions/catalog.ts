import type { DecisionSource, DecisionTemplate } from '@/lib/systems/core/decisions/types';
import { metricReferences } from '@/lib/systems/policy/reference';
import { RESOLUTION_TICKS } from '@/lib/systems/economy/sovereigns/constants';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { SYSTEM_MANIFESTS } from '../manifests';

/** Every system's decision templates, as their manifests register them. */
export const ALL_DECISION_TEMPLATES: readonly DecisionTemplate[] = (
  SYSTEM_MANIFESTS as readonly SystemManifest[]
).flatMap((m) => m.decisionTemplates ?? []);

const METRICS = new Set(metricReferences.map((m) => m.id));
const OFFICE_SOURCES: readonly DecisionSource[] = ['world_event', 'conflict', 'organization', 'sovereign'];

/** Which money account a source's decision may move: the one its subject or addressee has. */
const MONEY_ACCOUNTS: Record<DecisionSource, readonly string[]> = {
  world_event: ['treasury', 'addressee'],
  conflict: ['treasury', 'addressee'],
  organization: ['treasury', 'addressee'],
  corporation: ['corporation', 'addressee'],
  party: ['addressee'],
  career: ['addressee'],
  sovereign: ['treasury', 'addressee'],
};

/** What is wrong with templates, one line each; empty when every effect names a real metric and a valid target. */
export function decisionTemplateProblems(templates: readonly DecisionTemplate[]): string[] {
  const problems: string[] = [];
  for (const t of templates) {
    const at = (what: string) => problems.push(`${t.key}: ${what}`);
    if (t.options.length < 2 || t.options.length > 4) at('needs two to four options');
    if (!t.options.some((o) => o.key === t.defaultOption))
      at(`default option ${t.defaultOption} is not offered`);
    if (new Set(t.options.map((o) => o.key)).size !== t.options.length) at('repeats an option key');
    if (t.windowTurns < 1) at('window shorter than a turn');
    for (const o of t.options) {
      if (!o.label || !o.consequences) at(`${o.key} lacks words`);
      for (const e of o.effects) {
        if (!Number.isInteger(e.ticks) || e.ticks < 1) at(`${o.key}: ticks must be a whole number from 1`);
        switch (e.kind) {
          case 'metric':
            if (!METRICS.has(e.metricId)) at(`${o.key}: no metric ${e.metricId}`);
            if (e.scope === 'state' && !['world_event'].includes(t.source) && t.addressee !== 'governor')
              at(`${o.key}: a state metric needs a decision in a state`);
            break;
          case 'money':
            if (!MONEY_ACCOUNTS[t.source].includes(e.account))
              at(`${o.key}: a ${t.source} decision cannot move the ${e.account} account`);
            if (!/^[a-z_]+$/.test(e.counterparty))
              at(`${o.key}: counterparty ${e.counterparty} is not a ledger name`);
            // The player reads the amount before choosing: the words carry it, in the country's money.
            if (!o.consequences.includes(`{money:${Math.abs(e.units)}}`))
              at(`${o.key}: the consequences do not state the ${Math.abs(e.units)} it moves`);
            break;
          case 'conflict':
            if (t.source !== 'conflict') at(`${o.key}: a conflict effect needs a conflict decision`);
            break;
          case 'sovereign':
            if (t.source !== 'sovereign') at(`${o.key}: a crisis resolution needs a sovereign decision`);
            if (e.ticks !== RESOLUTION_TICKS[e.resolution])
              at(
                `${o.key}: ${e.resolution} spreads its GDP penalty over ${RESOLUTION_TICKS[e.resolution]} ticks`,
              );
            break;
          case 'ballot':
            if (t.source !== 'organization') at(`${o.key}: a ballot needs an organization decision`);
            break;
          case 'standing':
            if (e.target === 'subject' && !['party'].includes(t.source))
              at(`${o.key}: only a party decision names a subject character`);
            break;
          case 'economy':
            if (!OFFICE_SOURCES.includes(t.source) && t.source !== 'corporation')
              at(`${o.key}: a national economy effect needs a head's or a corporation's decision`);
            break;
        }
      }
    }
  }
  return problems;
}
