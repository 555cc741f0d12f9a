import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config/config.js';

export const REFRESH_COOKIE = 'refreshToken';
/** The browser's device tokens (features/accounts/trusted-devices.ts); kept across sign-outs. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_DAYS = 365;
/** The old client kept an access-token cookie; it is only ever cleared, never set. */
const LEGACY_ACCESS_COOKIE = 'accessToken';

function baseOptions(config: Config): CookieOptions {
  const secure = config.isProduction || (config.publicUrl?.startsWith('https://') ?? false);
  // httpOnly: scripts never see it; SameSite=Strict: other sites cannot make the browser send it.
  return { httpOnly: true, sameSite: 'strict', secure, path: '/' };
}

export function setRefreshCookie(res: Response, token: string, expires: Date, config: Config): void {
  res.cookie(REFRESH_COOKIE, token, { ...baseOptions(config), expires });
}

export function clearSessionCookies(res: Response, config: Config): void {
  res.clearCookie(REFRESH_COOKIE, baseOptions(config));
  res.clearCookie(LEGACY_ACCESS_COOKIE, { path: '/' });
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

export function readDeviceCookie(req: Request): unknown {
  return (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
}

export function setDeviceCookie(res: Response, value: string, config: Config): void {
  res.cookie(DEVICE_COOKIE, value, { ...baseOptions(config), maxAge: DEVICE_COOKIE_DAYS * 86_400_000 });
}
