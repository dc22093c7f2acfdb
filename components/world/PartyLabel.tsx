import Link from 'next/link';
import { swatchColor } from './format';

/** A party's name with its color as a small swatch; the name carries the meaning, the color only repeats it. */
export function PartyLabel({ name, color, href }: { name: string; color: string | null; href?: string }) {
  const swatch = swatchColor(color);
  return (
    <span className="party">
      {/* An SVG fill rather than a style attribute: the CSP allows no inline styles. */}
      {swatch && (
        <svg className="swatch" viewBox="0 0 1 1" aria-hidden="true">
          <rect width="1" height="1" fill={swatch} />
        </svg>
      )}
      {href ? <Link href={href}>{name}</Link> : name}
    </span>
  );
}
