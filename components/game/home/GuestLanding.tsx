'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Badge } from '@/components/ui/Badge';
import { Delta, Money } from '@/components/ui/Numbers';
import { Skeleton } from '@/components/ui/Skeleton';
import { TurnCountdown } from '@/components/core/status/TurnCountdown';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import { CardLink, LiveBadge } from './desk-parts';

/**
 * The top of a guest's home page: what the game is, the way in, the clock and what a player does. The
 * world map follows it, drawn by the server (HomeView), then GuestWorld.
 */
export function GuestIntro({ desk, onTurnDue }: { desk: Desk | undefined; onTurnDue: () => void }) {
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Statecraft</h1>
        <p className="lead">
          A turn-based multiplayer simulation of politics and economics. Run for office, raise campaign funds,
          build a party and steer policy in the United States, the United Kingdom and more.
        </p>
        <p className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href="/register">Create account</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/login">Log in</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/guide">How to play</Link>
          </Button>
        </p>
        {desk?.clock && (
          <div className="flex flex-wrap items-baseline gap-x-3 text-muted">
            <span>
              Turn {desk.clock.currentTurn} ({desk.clock.gameDateLabel})
            </span>
            <TurnCountdown
              clock={{ gameStatus: desk.clock.status, nextTurnAt: desk.clock.nextTurnAt }}
              onTurnDue={onTurnDue}
            />
            <LiveBadge />
          </div>
        )}
      </section>
      <WhatYouDo />
    </>
  );
}

/** The foot of a guest's home page: the races running and the world's figures. */
export function GuestWorld({ desk }: { desk: Desk | undefined }) {
  return (
    <>
      <RacesNow desk={desk} />
      <WorldNow desk={desk} />
    </>
  );
}

const PLAYER_ACTS = [
  {
    title: 'Run for office',
    text: 'File in a race in your state, spend campaign funds and win votes: from representative to president.',
    href: '/guide#elections',
  },
  {
    title: 'Build a following',
    text: 'Raise money, join a party and grow your influence and favorability turn by turn.',
    href: '/guide#parties',
  },
  {
    title: 'Make the laws',
    text: 'In a chamber, propose and vote on bills that move unemployment, crime, growth and a hundred more measures.',
    href: '/guide#bills',
  },
  {
    title: 'Play the markets',
    text: 'Buy shares that pay dividends, found a corporation, trade bonds, commodities and currencies.',
    href: '/guide#markets',
  },
];

/** What a player does, in four lines, each leading to its chapter of the guide. */
function WhatYouDo() {
  return (
    <section aria-labelledby="what-you-do" className="mb-6">
      <h2 id="what-you-do">What you do</h2>
      <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-4">
        {PLAYER_ACTS.map((act) => (
          <li key={act.title} className="rounded-lg border border-border bg-surface p-4">
            <h3 className="mt-0">
              <Link href={act.href}>{act.title}</Link>
            </h3>
            <p className="m-0 text-sm">{act.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The races running now, across every country: the live picture of the campaign season. */
function RacesNow({ desk }: { desk: Desk | undefined }) {
  if (!desk) return null;
  const races = desk.world.races;
  return (
    <Card title="Races now running" actions={<CardLink href="/countries/US/elections">Elections</CardLink>}>
      {races.length === 0 ? (
        <p className="m-0 text-muted">No race is open right now; the next opens as terms near their end.</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {races.map((race) => (
            <li key={race.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="min-w-0 break-words">
                <Link href={`/elections/${race.id}`}>{race.title}</Link>
              </span>
              <span className="flex flex-wrap items-baseline gap-2 text-sm text-muted">
                <Badge tone={race.status === 'open' ? 'success' : 'neutral'}>
                  {race.status === 'open' ? 'Voting' : 'Filing open'}
                </Badge>
                {race.candidates} candidate{race.candidates === 1 ? '' : 's'} · counted at turn {race.endTurn}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Headlines, market movers and conflicts: the live part of the landing page and the desk. */
export function WorldNow({ desk }: { desk: Desk | undefined }) {
  if (!desk) return <Skeleton className="h-48" />;
  const { headlines, movers, conflicts } = desk.world;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title="Headlines" actions={<CardLink href="/news">All news</CardLink>}>
        {headlines.length === 0 ? (
          <p className="text-muted">No news yet.</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {headlines.map((h) => (
              <li key={h.id}>
                <span className="block">{h.title}</span>
                <span className="text-sm text-muted">
                  Turn {h.turn} · {h.category}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Market movers" actions={<CardLink href="/market">Market</CardLink>}>
        {movers.length === 0 ? (
          <p className="text-muted">No share price moved last turn.</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {movers.map((m) => (
              <li key={m.sequentialId} className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="min-w-0 break-words">
                  <Link href={`/corporations/${m.sequentialId}`}>{m.name}</Link>
                </span>
                <span className="flex gap-2">
                  <Money amount={m.sharePrice} currency={m.currencyCode} />
                  <Delta value={m.change} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Conflicts" actions={<CardLink href="/world">World affairs</CardLink>}>
        {conflicts.length === 0 ? (
          <p className="text-muted">The world is at peace.</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {conflicts.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="min-w-0 break-words">{c.name}</span>
                <Badge tone={c.status === 'escalating' ? 'danger' : 'neutral'}>
                  {c.status.replace('_', ' ')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
