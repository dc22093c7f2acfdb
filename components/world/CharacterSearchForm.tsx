import { CHARACTER_SEARCH_MAX_TERM } from '@/lib/systems/core/characters/constants';
import styles from './world.module.css';

/** A plain GET form: it works without JavaScript and the query stays in a shareable URL. */
export function CharacterSearchForm({ name }: { name: string }) {
  return (
    <form role="search" action="/characters" method="get" className={styles.search}>
      <div className={`field ${styles.searchField}`}>
        <label htmlFor="character-search">Search characters</label>
        <input
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
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
