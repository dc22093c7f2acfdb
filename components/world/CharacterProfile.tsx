import Link from 'next/link';
import { TermHelp } from '@/components/game/guide/TermHelp';
import { BalancesList } from '@/components/core/money/BalancesList';
import { WriteToLink } from '@/components/core/mail/WriteToLink';
import { formatInteger, formatMoney } from '@/lib/platform/browser/format';
import type { CharacterDetail } from '@/lib/systems/core/characters/schemas';
import type { CharacterHolding } from '@/lib/systems/corporations/companies/list-character-holdings';
import { formatScore, WORLD_LOCALE } from './format';
import { partyHref } from './links';
import { PartyLabel } from './PartyLabel';
import { CountryLabel } from '@/components/world/CountryFlag';

export function CharacterProfile({
  character,
  countryName,
  holdings = [],
}: {
  character: CharacterDetail;
  countryName: string;
  holdings?: CharacterHolding[];
}) {
  return (
    <article aria-labelledby="character-heading">
      <h1 id="character-heading">{character.name}</h1>
      <p className="subtitle">
        {character.isNpc ? 'Non-player character (NPC)' : 'Player character'} · {character.position} from{' '}
        {character.state}, <CountryLabel code={character.countryId} name={countryName} />
      </p>
      {character.isNpc ? null : (
        <p>
          <WriteToLink sequentialId={character.sequentialId} name={character.name} />
        </p>
      )}

      <dl className="fact-grid">
        <div>
          <dt>Party</dt>
          <dd>
            {character.party && character.partyId ? (
              <PartyLabel
                name={character.party}
                color={character.partyColor}
                href={partyHref(character.countryId, character.partyId)}
              />
            ) : (
              'No party'
            )}
          </dd>
        </div>
        <div>
          <dt>Home</dt>
          <dd>
            {character.state} ({character.stateCode})
          </dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{character.position}</dd>
        </div>
        <div>
          <dt>
            Political influence
            <TermHelp term="influence" />
          </dt>
          <dd className="numeric">{formatScore(character.politicalInfluence)} / 100</dd>
        </div>
        <div>
          <dt>National influence</dt>
          <dd className="numeric">{formatScore(character.nationalInfluence)} / 100</dd>
        </div>
        <div>
          <dt>
            Favorability
            <TermHelp term="favorability" />
          </dt>
          <dd className="numeric">{formatScore(character.favorability)} / 100</dd>
        </div>
        <div>
          <dt>Campaign funds</dt>
          <dd className="numeric">
            {formatMoney(character.campaignFunds, character.currencyCode, WORLD_LOCALE)}
          </dd>
        </div>
        <div>
          <dt>Net worth</dt>
          <dd className="numeric">{formatMoney(character.netWorth, character.currencyCode, WORLD_LOCALE)}</dd>
        </div>
      </dl>

      <h2>Balances</h2>
      <BalancesList balances={character.balances} label={`Balances of ${character.name}`} />

      <h2 id="corporations">Corporations</h2>
      {holdings.length === 0 ? (
        <p className="muted">
          No shareholdings. <Link href="/market">Browse the stock market</Link>.
        </p>
      ) : (
        <ul aria-label="Corporations">
          {holdings.map((h) => (
            <li key={h.sequentialId}>
              <Link href={`/corporations/${h.sequentialId}`}>{h.name}</Link>
              {h.isCeo ? ' (CEO)' : ''}: {formatInteger(h.shares, WORLD_LOCALE)} shares worth{' '}
              {formatMoney(h.value, h.currencyCode, WORLD_LOCALE)}
            </li>
          ))}
        </ul>
      )}

      <h2>Biography</h2>
      {character.bio.trim() ? (
        <p className="max-w-[44rem] whitespace-pre-line">{character.bio}</p>
      ) : (
        <p className="muted">No biography yet.</p>
      )}
    </article>
  );
}
