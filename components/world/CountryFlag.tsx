import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { countryHref } from './links';

// Authored flags of the seeded countries, drawn on a 30 × 20 box (ids as the game uses them: the
// United Kingdom is UK). Fills are SVG attributes: the CSP allows no inline styles.

function UnitedStates() {
  const stripes = Array.from({ length: 7 }, (_, i) => (
    <rect key={i} y={(i * 2 * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
  ));
  const stars = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < (row % 2 === 0 ? 6 : 5); col += 1) {
      stars.push(
        <circle
          key={`${row}-${col}`}
          cx={1 + col * 2 + (row % 2)}
          cy={1.1 + row * 1.9}
          r="0.42"
          fill="#fff"
        />,
      );
    }
  }
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      {stripes}
      <rect width="12" height={(7 * 20) / 13} fill="#3C3B6E" />
      {stars}
    </>
  );
}

function UnitedKingdom() {
  return (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#C8102E" strokeWidth="3.6" />
    </>
  );
}

function Germany() {
  return (
    <>
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  );
}

function Japan() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  );
}

const FLAGS: Record<string, () => React.ReactElement> = {
  US: UnitedStates,
  UK: UnitedKingdom,
  GB: UnitedKingdom,
  DE: Germany,
  JP: Japan,
};

/** A country's flag, decorative (the name beside it carries the meaning); nothing for an unknown code. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const Flag = FLAGS[code.toUpperCase()];
  if (!Flag) return null;
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      className={cn(
        'inline-block h-[0.8em] w-[1.2em] shrink-0 rounded-[2px] border border-border align-[-0.05em]',
        className,
      )}
    >
      <Flag />
    </svg>
  );
}

/** A country named with its flag, linked to its page unless `link` is false. */
export function CountryLabel({
  code,
  name,
  link = true,
  className,
}: {
  code: string;
  name: string;
  link?: boolean;
  className?: string;
}) {
  return (
    // Inline, not flex: the link stays an inline link (as tall as its line, like any link in text).
    <span className={cn('whitespace-nowrap', className)}>
      <CountryFlag code={code} className="mr-1.5" />
      {link ? <Link href={countryHref(code)}>{name}</Link> : name}
    </span>
  );
}
