import Link from 'next/link';
import { TERMS, type TermKey } from '@/lib/systems/game/guide/terms';

/** A small "?" after a label, linking to the word's entry in the guide. */
export function TermHelp({ term }: { term: TermKey }) {
  const entry = TERMS[term];
  return (
    <Link
      href={entry.href}
      className="ml-1 text-sm font-semibold"
      aria-label={`What is ${entry.term.toLowerCase()}?`}
    >
      ?
    </Link>
  );
}
