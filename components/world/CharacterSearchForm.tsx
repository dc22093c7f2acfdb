import { CHARACTER_SEARCH_MAX_TERM } from '@/lib/systems/core/characters/constants';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';

/** A plain GET form: it works without JavaScript and the query stays in a shareable URL. */
export function CharacterSearchForm({ name }: { name: string }) {
  return (
    <form
      role="search"
      action="/characters"
      method="get"
      className="mb-6 flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <div className="field w-full max-w-md">
        <label htmlFor="character-search">Search characters</label>
        <Input
          id="character-search"
          name="name"
          type="text"
          defaultValue={name}
          maxLength={CHARACTER_SEARCH_MAX_TERM}
          aria-describedby="character-search-hint"
        />
        <p id="character-search-hint" className="hint">
          Any part of a name, for example “adams”.
        </p>
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
