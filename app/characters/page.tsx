import type { Metadata } from 'next';
import { CharacterResults } from '@/components/world/CharacterResults';
import { CharacterSearchForm } from '@/components/world/CharacterSearchForm';
import { searchCharacters } from '@/lib/systems/game/characters/search-characters';
import { getReadDb } from '@/lib/platform/db';
import { isAppError } from '@/lib/platform/errors';

export const metadata: Metadata = { title: 'Characters' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CharactersPage({ searchParams }: Props) {
  const raw = (await searchParams).name;
  const name = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';

  let results: Awaited<ReturnType<typeof searchCharacters>> | null = null;
  let problem: string | null = null;
  if (name) {
    try {
      results = await searchCharacters(await getReadDb(), { name });
    } catch (error) {
      // Only an over-long term gets here (the input's maxLength stops it in a browser).
      if (!isAppError(error) || error.code !== 'BAD_REQUEST') throw error;
      problem = 'That search is too long; enter a shorter part of the name.';
    }
  }

  return (
    <>
      <h1>Characters</h1>
      <CharacterSearchForm name={name} />
      {problem && (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
      {results && <CharacterResults query={name} characters={results.characters} />}
    </>
  );
}
