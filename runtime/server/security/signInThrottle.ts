import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/dbTypes';
import { ClientError } from '../sys/errorHandlers';
import { sharedRateLimitStore } from './sharedRateLimitStore';

/**
 * The ways in a client address may try only so often: `password` (account and password
 * logins), `code` (SMS codes, phone login, register, password recovery, third-party / CAS / SSO
 * codes) and `captcha` (image codes).
 */
export type SignInLimit = 'password' | 'code' | 'captcha';

/** How hard sign-in is throttled per client address (the address respects `trustProxy`). */
export interface SignInThrottle {
  /** Requests per minute one address may make to each password-login route. */
  loginsPerMinute: number;
  /** Requests per minute one address may make to each code route (SMS, phone login, register, recovery, external codes). */
  codeRequestsPerMinute: number;
  /** Captcha images per minute one address may fetch. */
  captchasPerMinute: number;
  /** Failed password logins from one address (any usernames, within 10 minutes) after which it must answer the captcha. */
  addressFailuresBeforeCaptcha: number;
}

/** What `npm start` runs with unless the operator says otherwise. */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  loginsPerMinute: 10,
  codeRequestsPerMinute: 10,
  captchasPerMinute: 30,
  addressFailuresBeforeCaptcha: 3,
};

export const SIGN_IN_LIMIT_MESSAGES: Readonly<Record<SignInLimit, string>> = {
  password: '登录尝试过于频繁，请稍后再试',
  code: '操作过于频繁，请稍后再试',
  captcha: '验证码获取过于频繁，请稍后再试',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sign-in throttle this public route falls under. */
    signInLimit?: SignInLimit;
  }
}

function perMinute(throttle: SignInThrottle, limit: SignInLimit): number {
  if (limit === 'password') return throttle.loginsPerMinute;
  return limit === 'code' ? throttle.codeRequestsPerMinute : throttle.captchasPerMinute;
}

/**
 * Counts requests per client address on every route that declares `config.signInLimit`, each
 * route on its own, and refuses the excess with 429 and the limit's Chinese message. Counts are
 * kept in the database like the failure counters that lock accounts, so every server process
 * behind a balancer counts into the same ones. Must be registered before the routes it guards.
 */
export async function registerSignInThrottle(app: FastifyInstance, db: AppDb, throttle: SignInThrottle): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.signInLimit;
    if (limit) route.config = { ...route.config, rateLimit: { max: perMinute(throttle, limit), timeWindow: 60_000 } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(db),
    // Other rate-limited routes (the public survey link) declare `rateLimit` themselves and get the generic message.
    errorResponseBuilder: (request: FastifyRequest) => new ClientError(429, SIGN_IN_LIMIT_MESSAGES[request.routeOptions.config.signInLimit ?? 'code']),
  });
}
