import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AchievementsList } from '@/components/core/civic/AchievementsList';
import { CareerSection } from '@/components/politics/CareerSection';
import { CharacterProfile } from '@/components/world/CharacterProfile';
import { listCharacterAchievements } from '@/lib/systems/core/achievements/list-character-achievements';
import { notFoundOnBadInput } from '@/components/world/lookup';
import { getCharacter } from '@/lib/systems/game/characters/get-character';
import { getCareer } from '@/lib/systems/politics/offices/get-career';
import { getCountry } from '@/lib/systems/politics/offices/get-country';
import { listCharacterHoldings } from '@/lib/systems/corporations/companies/list-character-holdings';
import { getDb } from '@/lib/platform/db';
import { memberStanding } from '@/lib/systems/politics/parties/member-standing';

export const dynamic = 'force-dynamic';

// `id` is the sequential number profile URLs use, or the 24-hex ObjectId.
type Props = { params: Promise<{ id: string }> };

const loadCharacter = cache(async (id: string) => {
  const { character } = await notFoundOnBadInput(getCharacter(getDb(), { id }));
  if (!character) notFound();
  return character;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const character = await loadCharacter((await params).id);
  return { title: character.name };
}

export default async function CharacterPage({ params }: Props) {
  const character = await loadCharacter((await params).id);
  const [country, { achievements }, holdings, standing, career] = await Promise.all([
    getCountry(getDb(), { code: character.countryId }),
    listCharacterAchievements(getDb(), { id: character.id }),
    listCharacterHoldings(getDb(), character.id),
    memberStanding(getDb(), character.id),
    // The career endpoint's own read, so the section is in the first HTML (it revalidates from there).
    getCareer(getDb(), { id: character.id }),
  ]);
  return (
    <>
      <CharacterProfile
        character={character}
        holdings={holdings}
        countryName={country.found ? country.name : character.countryId}
      />
      {standing && (
        <p data-testid="party-standing">
          {standing.isLeader ? `Leader of ${standing.partyName}. ` : ''}Standing in {standing.partyName}:{' '}
          {standing.standing} of 100.
        </p>
      )}
      <AchievementsList achievements={achievements} />
      <CareerSection characterId={character.id} initial={career} />
    </>
  );
}
