import { formatSignedNumber } from '@/lib/platform/browser/format';
import type { Metadata } from 'next';
import Link from 'next/link';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { legislationEntries } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: laws and their effects' };

const signed = (value: number, digits = 2) => formatSignedNumber(value, digits, 'en-US');

/** Every legislation type, its options and what each does to the metrics, from the legislation catalog. */
export default function GuideLegislationPage() {
  const entries = legislationEntries();
  const domains = [...new Set(entries.map((entry) => entry.domain))].sort();
  return (
    <>
      <h1>Laws and their effects</h1>
      <GuideNav current="/guide/legislation" />
      <p className="lead">
        {entries.length} kinds of law. A bill enacts one option; while it is in force it moves each metric
        listed by the amount shown every turn (green helps, red hurts). Each option also stands somewhere on
        the economic and social axes, which is how voters and parties judge it.
      </p>
      {domains.map((domain) => (
        <section key={domain} aria-label={domain}>
          <h2>{domain}</h2>
          {entries
            .filter((entry) => entry.domain === domain)
            .map((entry) => (
              <details key={entry.anchor} id={entry.anchor} className="mb-2">
                <summary className="min-h-touch cursor-pointer py-2 font-semibold md:min-h-0">
                  {entry.name}
                </summary>
                <p className="text-sm text-muted">
                  {entry.scope} · {entry.countries}
                </p>
                <ul>
                  {entry.options.map((option) => (
                    <li key={option.name} className="mb-2">
                      <strong>{option.name}</strong> (economic {signed(option.stance.economic)}, social{' '}
                      {signed(option.stance.social)}):{' '}
                      {option.effects.length === 0
                        ? 'no effect on the metrics.'
                        : option.effects.map((effect, index) => (
                            <span key={effect.metricAnchor}>
                              {index > 0 ? ', ' : ''}
                              <Link href={`/guide/metrics#${effect.metricAnchor}`}>{effect.metric}</Link>{' '}
                              <span className={effect.good ? 'text-success' : 'text-danger'}>
                                {signed(effect.perTurn, 4)} a turn
                              </span>
                            </span>
                          ))}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
        </section>
      ))}
    </>
  );
}
