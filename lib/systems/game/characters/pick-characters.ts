import type { Db } from '@/lib/platform/db';
import { searchCharacters } from './search-characters';

export interface CharacterChoice {
  id: string;
  sequentialId: number;
  name: string;
  /** What tells namesakes apart in a picker: "Senator · Texas, US". */
  detail: string;
}

/** GET /api/characters?name= (client): up to 10 characters by name, for the forms' character pickers. */
export async function pickCharacters(
  db: Db,
  input: { name: unknown },
): Promise<{ characters: CharacterChoice[] }> {
  const { characters } = await searchCharacters(db, {
    name: typeof input.name === 'string' ? input.name : undefined,
    limit: 10,
  });
  return {
    characters: characters.map((character) => ({
      id: character.id,
      sequentialId: character.sequentialId,
      name: character.name,
      detail: `${character.position} · ${character.state}, ${character.countryId}`,
    })),
  };
}
