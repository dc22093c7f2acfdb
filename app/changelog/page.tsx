import type { Metadata } from 'next';
import Link from 'next/link';
import { Card } from '@/components/ui/Card';
import { RELEASE_AUDIENCE_LABELS, RELEASE_NOTES } from '@/lib/systems/game/releases/release-notes';

export const metadata: Metadata = { title: "What's new" };

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** Release notes, newest first (the original game's /changelog and /roadmap lead here too). */
export default function ChangelogPage() {
  return (
    <>
      <h1>What&apos;s new</h1>
      <p className="lead">
        What each release of Statecraft changed, newest first. How to play and the API are explained in the{' '}
        <Link href="/docs">docs</Link>.
      </p>
      {RELEASE_NOTES.map((release) => (
        <Card key={`${release.date} ${release.title}`} title={release.title}>
          <p className="muted">
            <time dateTime={release.date}>{DATE_FORMAT.format(new Date(`${release.date}T00:00:00Z`))}</time>
          </p>
          {release.changes.map((change) => (
            <section key={change.audience}>
              <h3>{RELEASE_AUDIENCE_LABELS[change.audience]}</h3>
              <ul>
                {change.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </Card>
      ))}
    </>
  );
}
