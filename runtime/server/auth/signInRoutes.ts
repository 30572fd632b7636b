import type { FastifyInstance } from 'fastify';
import type { IdentityProvider, IdentityProviders } from './external/identityProvider';
import { registerExternalRoutes } from './external/externalRoutes';
import { testCodeProvider } from './external/testCodeProvider';
import { registerMaterialRoutes } from './material/materialRoutes';
import { registerOnlineRoutes } from './online/onlineRoutes';
import { registerRegisterRoutes } from './register/registerRoutes';
import type { SignInDeps } from './signInUser';
import { logSmsSender } from './sms/logSmsSender';
import { registerSmsRoutes } from './sms/smsRoutes';
import type { SmsSender } from './sms/smsSender';

/** What a deployment plugs in: an SMS gateway and identity providers (defaults: log sender, none). */
export interface SignInPlugins {
  smsSender?: SmsSender;
  thirdLogin?: ReadonlyMap<string, IdentityProvider>;
  cas?: IdentityProvider;
  sso?: IdentityProvider;
}

/** The third-party type of the test provider: /user/login?from=third&thirdType=test&code=… */
export const TEST_THIRD_TYPE = 'test';

function flag(name: string): boolean {
  return process.env[name] === '1';
}

/**
 * The providers in use: the plugged-in ones, and with THIRD_LOGIN_TEST=1 the test providers
 * (third type `test`, CAS and SSO) whose codes POST /api/test/identity/code issues.
 */
function identityProviders(deps: SignInDeps, plugins: SignInPlugins, testMode: boolean): IdentityProviders {
  const third = new Map(plugins.thirdLogin ?? []);
  if (!testMode) return { third, cas: plugins.cas ?? null, sso: plugins.sso ?? null };
  third.set(TEST_THIRD_TYPE, testCodeProvider(deps.db, `third:${TEST_THIRD_TYPE}`));
  return { third, cas: plugins.cas ?? testCodeProvider(deps.db, 'cas'), sso: plugins.sso ?? testCodeProvider(deps.db, 'sso') };
}

/**
 * Every way in besides the password form, and the sessions around them: SMS codes and phone
 * login, register and password recovery, third-party / CAS / SSO login, the material
 * sub-system's session, and the online-users list with forced logout.
 */
export function registerSignInRoutes(app: FastifyInstance, deps: SignInDeps, plugins: SignInPlugins = {}): void {
  const testIdentities = flag('THIRD_LOGIN_TEST');
  registerSmsRoutes(app, { ...deps, sender: plugins.smsSender ?? logSmsSender(app.log), testOutbox: flag('SMS_TEST_OUTBOX') });
  registerRegisterRoutes(app, deps.db);
  registerExternalRoutes(app, { ...deps, providers: identityProviders(deps, plugins, testIdentities), testCodes: testIdentities });
  registerMaterialRoutes(app, deps);
  registerOnlineRoutes(app, deps.db);
}
