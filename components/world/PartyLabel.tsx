import Link from 'next/link';
import { swatchColor } from './format';
import styles from './world.module.css';

/** A party's name with its color as a small swatch; the name carries the meaning, the color only repeats it. */
export function PartyLabel({ name, color, href }: { name: string; color: string | null; href?: string }) {
  const swatch = swatchColor(color);
  return (
    <span className={styles.party}>
      {swatch && <span className={styles.swatch} style={{ backgroundColor: swatch }} aria-hidden="true" />}
      {href ? <Link href={href}>{name}</Link> : name}
    </span>
  );
}
