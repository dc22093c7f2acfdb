import { formatSignedNumber } from '@/lib/platform/browser/format';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { legislationEntry } from '@/lib/systems/game/guide/reference';

type Props = { params: Promise<{ law: string }> };

const signed = (value: number, digits = 2) => formatSignedNumber(value, digits, 'en-US');

async function entryOrNotFound(params: Props['params']) {
  const entry = legislationEntry((await params).law);
  if (!entry) notFound();
  return entry;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Guide: ${(await entryOrNotFound(params)).name}` };
}

/** One law: its options, where each stands, and what each does to the metrics every turn. */
export default async function GuideLawPage({ params }: Props) {
  const entry = await entryOrNotFound(params);
  return (
    <>
      <p className="breadcrumb">
        <Link href={`/guide/legislation#${entry.anchor}`}>Laws and their effects</Link> · {entry.domain}
      </p>
      <h1>{entry.name}</h1>
      <GuideNav current="/guide/legislation" />
      <p className="lead">
        {entry.scope} · {entry.countries}. A bill enacts one of these options; while it is in force it moves
        each metric listed by the amount shown every turn (green helps, red hurts).
      </p>
      <ul>
        {entry.options.map((option) => (
          <li key={option.name} className="mb-3">
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
    </>
  );
}
