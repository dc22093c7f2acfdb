import Link from 'next/link';
import type { CharacterSummary } from '@/lib/systems/core/characters/schemas';
import { CHARACTER_SEARCH_MAX_RESULTS } from '@/lib/systems/core/characters/constants';
import { pluralize } from './format';
import { characterHref } from './links';
import { PartyLabel } from './PartyLabel';
import { CountryLabel } from '@/components/world/CountryFlag';

export function CharacterResults({ query, characters }: { query: string; characters: CharacterSummary[] }) {
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">Results</h2>
      <p>
        {characters.length === 0
          ? `No characters match “${query}”.`
          : `${pluralize(characters.length, 'character')} ${characters.length === 1 ? 'matches' : 'match'} “${query}”${
              characters.length >= CHARACTER_SEARCH_MAX_RESULTS ? ', showing the best matches' : ''
            }.`}
      </p>
      {characters.length > 0 && (
        <ul className="list-none p-0 [&>li]:border-b [&>li]:border-border [&>li]:py-2.5">
          {characters.map((character) => (
            <li key={character.id}>
              <Link href={characterHref(character.sequentialId)} className="font-semibold">
                {character.name}
              </Link>
              <span className="block text-sm text-muted">
                {character.position} from {character.state} (
                <CountryLabel code={character.countryId} name={character.countryId} />) ·{' '}
                {character.party ? (
                  <PartyLabel name={character.party} color={character.partyColor} />
                ) : (
                  'No party'
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
