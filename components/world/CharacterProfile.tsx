import Link from 'next/link';
import { formatMoney } from '@/lib/client/format';
import type { CharacterDetail } from '@/lib/characters/schemas';
import { formatScore, WORLD_LOCALE } from './format';
import { countryHref, partyHref } from './links';
import { PartyLabel } from './PartyLabel';
import styles from './world.module.css';

export function CharacterProfile({
  character,
  countryName,
}: {
  character: CharacterDetail;
  countryName: string;
}) {
  return (
    <article aria-labelledby="character-heading">
      <h1 id="character-heading">{character.name}</h1>
      <p className={styles.subtitle}>
        {character.isNpc ? 'Non-player character (NPC)' : 'Player character'} · {character.position} from{' '}
        {character.state}, <Link href={countryHref(character.countryId)}>{countryName}</Link>
      </p>

      <dl className={styles.facts}>
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
          <dt>Political influence</dt>
          <dd className={styles.numeric}>{formatScore(character.politicalInfluence)} / 100</dd>
        </div>
        <div>
          <dt>National influence</dt>
          <dd className={styles.numeric}>{formatScore(character.nationalInfluence)} / 100</dd>
        </div>
        <div>
          <dt>Favorability</dt>
          <dd className={styles.numeric}>{formatScore(character.favorability)} / 100</dd>
        </div>
        <div>
          <dt>Campaign funds</dt>
          <dd className={styles.numeric}>
            {formatMoney(character.campaignFunds, character.currencyCode, WORLD_LOCALE)}
          </dd>
        </div>
      </dl>

      <h2>Biography</h2>
      {character.bio.trim() ? (
        <p className={styles.bio}>{character.bio}</p>
      ) : (
        <p className="muted">No biography yet.</p>
      )}
    </article>
  );
}
