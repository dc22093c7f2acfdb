import type { Metadata } from 'next';
import Link from 'next/link';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { formatCount } from '@/lib/platform/browser/format';
import { legislationEntries } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: laws and their effects' };

/**
 * Every legislation type by domain, each linked to its own page with its options and their effects (all
 * 256 laws' effects on one page made 3.5 MB of HTML). The anchors stay, so a search of this page finds a law.
 */
export default function GuideLegislationPage() {
  const entries = legislationEntries();
  const domains = [...new Set(entries.map((entry) => entry.domain))].sort();
  return (
    <>
      <h1>Laws and their effects</h1>
      <GuideNav current="/guide/legislation" />
      <p className="lead">
        {entries.length} kinds of law. A bill enacts one option; while it is in force it moves metrics every
        turn, and each option stands somewhere on the economic and social axes, which is how voters and
        parties judge it. Open a law to see its options and their effects.
      </p>
      <nav aria-label="Domains" className="mb-6">
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
          {domains.map((domain) => (
            <li key={domain}>
              <a href={`#${domainAnchor(domain)}`}>{domain}</a>
            </li>
          ))}
        </ul>
      </nav>
      {domains.map((domain) => (
        <section key={domain} aria-labelledby={domainAnchor(domain)}>
          <h2 id={domainAnchor(domain)}>{domain}</h2>
          <ul className="m-0 list-none p-0">
            {entries
              .filter((entry) => entry.domain === domain)
              .map((entry) => (
                <li key={entry.anchor} id={entry.anchor} className="mb-2">
                  <Link
                    href={`/guide/legislation/${entry.slug}`}
                    className="inline-flex min-h-touch items-center font-semibold md:min-h-0"
                  >
                    {entry.name}
                  </Link>
                  <span className="block text-sm text-muted">
                    {entry.scope} · {entry.countries} · {formatCount(entry.options.length, 'option')}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const domainAnchor = (domain: string) => `domain-${domain.toLowerCase().replace(/\W+/g, '-')}`;
