import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { bodyText } from '../bodyText';
import { findUserBy, signInUser, UNKNOWN_USER_MESSAGE, type SignInDeps } from '../signInUser';
import { LOGIN_MESSAGES } from '../loginAttempt';
import { FROZEN_STATUS } from '../userAccess';
import { mobileProblem } from './mobileNumber';
import { consumeSmsCode, sendSmsCode } from './smsCodes';
import { SmsOutbox } from './smsOutbox';
import { smsPurposeOf, type SmsSender } from './smsSender';

export const PHONE_REGISTERED_MESSAGE = '手机号已经注册，请直接登录！';

export interface SmsRouteOptions extends SignInDeps {
  sender: SmsSender;
  /** SMS_TEST_OUTBOX=1: codes are also kept for GET /api/test/sms/latest (end-to-end tests). */
  testOutbox: boolean;
}

/**
 * POST /api/sys/sms (send a code for login, register or password recovery) and POST
 * /api/sys/phoneLogin (sign in with it), both public; plus the test outbox route in test mode.
 * A login or recovery code goes only to a registered, not frozen phone; a register code only
 * to a phone nobody uses yet.
 */
export function registerSmsRoutes(app: FastifyInstance, options: SmsRouteOptions): void {
  const { db } = options;
  const outbox = options.testOutbox ? new SmsOutbox() : null;
  const sender = outbox ? outbox.wrap(options.sender) : options.sender;

  app.post('/api/sys/sms', { config: { public: true } }, async (request) => {
    const mobile = bodyText(request.body, 'mobile').trim();
    const purpose = smsPurposeOf(bodyText(request.body, 'smsmode'));
    const problem = mobileProblem(mobile);
    if (problem) return fail(problem);
    if (!purpose) return fail('短信类型错误');
    const user = await findUserBy(db, 'phone', mobile);
    if (purpose === 'register' && user) return fail(PHONE_REGISTERED_MESSAGE);
    if (purpose !== 'register' && !user) return fail(UNKNOWN_USER_MESSAGE);
    if (user?.status === FROZEN_STATUS) return fail(LOGIN_MESSAGES.frozen);
    const outcome = await sendSmsCode(db, sender, mobile, purpose);
    return outcome.ok ? ok(null, '验证码已发送，5分钟内有效') : fail(outcome.message);
  });

  app.post('/api/sys/phoneLogin', { config: { public: true } }, async (request) => {
    const mobile = bodyText(request.body, 'mobile').trim();
    const problem = mobileProblem(mobile);
    if (problem) return fail(problem);
    const user = await findUserBy(db, 'phone', mobile);
    if (!user) return fail(UNKNOWN_USER_MESSAGE);
    const code = await consumeSmsCode(db, mobile, 'login', bodyText(request.body, 'captcha'));
    if (!code.ok) return fail(code.message);
    return signInUser(options, user, request.ip);
  });

  if (outbox) {
    app.get<{ Querystring: { mobile?: string } }>('/api/test/sms/latest', { config: { public: true } }, async (request) => {
      const code = outbox.latestCode(String(request.query.mobile ?? ''));
      return code ? ok(code) : fail('没有发往该手机号的验证码');
    });
  }
}
