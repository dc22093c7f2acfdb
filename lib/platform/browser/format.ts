// The one number, money and date formatter of every page (a test keeps ad-hoc toLocaleString, toFixed and
// Intl.NumberFormat out of components/ and app/). Pure, no React, so it unit-tests in node.

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat per locale and options: building one costs tens of microseconds, and lists,
 * tables and every transfer's notification format many numbers.
 */
export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locale ?? null, options ?? null]);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Money in the character's home currency, whole amounts without trailing ".00".
 * An unknown or missing currency code falls back to a plain number plus the code.
 */
export function formatMoney(amount: number, currencyCode: string | null, locale?: string): string {
  if (currencyCode) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: currencyCode,
        trailingZeroDisplay: 'stripIfInteger',
      }).format(amount);
    } catch {
      // RangeError for a code Intl does not know; fall through to the plain form.
    }
  }
  const plain = numberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return currencyCode ? `${plain} ${currencyCode}` : plain;
}

export function formatInteger(value: number, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** "m:ss" below an hour, "h:mm:ss" above; rounds up so the display hits 0:00 exactly when time is up. */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/** The world clock as client-status reports it; a paused world stops the countdown. */
export interface TurnClock {
  gameStatus: 'active' | 'paused' | null;
  nextTurnAt: string | null;
}

export type TurnClockState =
  { kind: 'paused' } | { kind: 'unscheduled' } | { kind: 'due' } | { kind: 'counting'; remainingMs: number };

export function turnClockState(clock: TurnClock, nowMs: number): TurnClockState {
  if (clock.gameStatus === 'paused') return { kind: 'paused' };
  if (!clock.nextTurnAt) return { kind: 'unscheduled' };
  const target = Date.parse(clock.nextTurnAt);
  if (Number.isNaN(target)) return { kind: 'unscheduled' };
  const remainingMs = target - nowMs;
  if (remainingMs <= 0) return { kind: 'due' };
  return { kind: 'counting', remainingMs };
}

/** The sentence the status bar shows for the turn clock. */
export function describeTurnClock(clock: TurnClock, nowMs: number): string {
  const state = turnClockState(clock, nowMs);
  switch (state.kind) {
    case 'paused':
      return 'Paused';
    case 'unscheduled':
      return 'Next turn not scheduled';
    case 'due':
      return 'Next turn starting…';
    case 'counting':
      return `Next turn in ${formatCountdown(state.remainingMs)}`;
  }
}

/** Short date and time for tables; "Never" for null, the raw text for an unparsable value. */
export function formatDateTime(iso: string | null, locale?: string, timeZone?: string): string {
  if (iso === null) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * A count with its noun, singular or plural as English wants it: "1 share", "2 shares", "1,200 votes".
 * Irregular plurals pass their own form ("1 person", "3 people").
 */
export function formatCount(
  count: number,
  singular: string,
  plural = `${singular}s`,
  locale?: string,
): string {
  const noun = new Intl.PluralRules(locale ?? 'en').select(count) === 'one' ? singular : plural;
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(count)} ${noun}`;
}

/** A share of a whole given as a fraction (0.499292 → "49.9%"); `digits` caps the decimals. */
export function formatPercent(fraction: number, digits = 1, locale?: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
}

/** A value already in percent points (4.5 → "4.5%"), as the metrics catalog stores rates. */
export function formatPercentPoints(points: number, digits = 1, locale?: string): string {
  return formatPercent(points / 100, digits, locale);
}

/** A change with its sign: "+2.5%", "−0.4%"; zero shows no sign. Takes a fraction. */
export function formatSignedPercent(fraction: number, digits = 1, locale?: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(fraction);
}

/** A change with its sign and at most `digits` decimals: "+2.5", "−0.4"; zero reads "0", with no sign. */
export function formatSignedNumber(value: number, digits = 1, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(value);
}

/** An exchange rate with enough significant digits to compare, never a long tail ("0.9232"). */
export function formatRate(rate: number, locale?: string): string {
  return numberFormat(locale, { maximumSignificantDigits: 4 }).format(rate);
}

/** Large money in short form for headlines and ranked lists ("$14.2B", "¥772.5B"). */
export function formatCompactMoney(amount: number, currencyCode: string | null, locale?: string): string {
  if (currencyCode) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: currencyCode,
        notation: 'compact',
        // Currencies default to two decimals: without this "€950" would read "€950.0".
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format(amount);
    } catch {
      // Unknown code: fall through.
    }
  }
  const plain = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
  return currencyCode ? `${plain} ${currencyCode}` : plain;
}

/** A large count or quantity in short form: "12.3M", "2.5K", "4". */
export function formatCompactNumber(value: number, digits = 1, locale?: string): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: digits }).format(value);
}

/** A plain number with at most `digits` decimals ("0.00" capacity becomes "0"). */
export function formatNumber(value: number, digits = 2, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/**
 * A chart axis tick: short enough to fit the axis (at most three significant digits, compact for
 * large values: "0.923", "1.2M"), with an optional unit suffix ("0.95%").
 */
export function formatAxisTick(value: unknown, unit = '', locale?: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  const text = numberFormat(locale, {
    notation: Math.abs(number) >= 10_000 ? 'compact' : 'standard',
    maximumSignificantDigits: 3,
  }).format(number);
  return `${text}${unit}`;
}

/** True when a formatted number has no non-zero digit ("0%", "+0.0", "$0.00"): it reads as zero. */
export function showsAsZero(formatted: string): boolean {
  return !/[1-9]/.test(formatted);
}
