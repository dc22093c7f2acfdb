import { parseCookie, stringifySetCookie } from 'cookie';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/platform/env';

const SESSION_TTL_SECONDS = 7 * 24 * 3600;
const ISSUER = 'statecraft';

export interface SessionClaims {
  userId: string;
  /** The sessions row this token belongs to. */
  sessionId: string;
}

export const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;

export function sessionCookieName(): string {
  return `auth-token-${env().SERVICE_TAG ?? 'local'}`;
}

function secretKey(): Uint8Array {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set (npm start generates one in demo mode).');
  return new TextEncoder().encode(secret);
}

export async function signSession(claims: SessionClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey());
}

/** Returns the claims of a valid token, or null for anything else (expired, forged, garbage). */
export async function verifySession(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.sub && payload.jti ? { userId: payload.sub, sessionId: payload.jti } : null;
  } catch {
    return null;
  }
}

/** Set-Cookie value for a new session; Secure in production. */
export function sessionCookieHeader(token: string): string {
  return stringifySetCookie(sessionCookieName(), token, cookieOptions(SESSION_TTL_SECONDS));
}

export function clearedSessionCookieHeader(): string {
  return stringifySetCookie(sessionCookieName(), '', cookieOptions(0));
}

function cookieOptions(maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().NODE_ENV === 'production',
    maxAge,
  };
}

/** Reads the session token from a raw Cookie header. */
export function sessionTokenFromCookieHeader(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[sessionCookieName()];
}

const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const DEVICE_AUDIENCE = 'device';

/** The cookie that marks a browser as having signed in to an account before. */
export function deviceCookieName(): string {
  return `known-device-${env().SERVICE_TAG ?? 'local'}`;
}

/** A signed mark that this browser signed in as `userId`: it exempts the browser from the account's login throttle. */
export async function deviceCookieHeader(userId: string): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(secretKey());
  return stringifySetCookie(deviceCookieName(), token, cookieOptions(DEVICE_TTL_SECONDS));
}

/** The account a Cookie header's device mark names, or null without a valid one. */
export async function knownDeviceUserId(cookieHeader: string | null): Promise<string | null> {
  const token = cookieHeader ? parseCookie(cookieHeader)[deviceCookieName()] : undefined;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      issuer: ISSUER,
      audience: DEVICE_AUDIENCE,
      algorithms: ['HS256'],
    });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
