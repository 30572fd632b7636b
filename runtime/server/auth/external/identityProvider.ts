/**
 * Proves who a one-time credential belongs to. A CAS ticket or an SSO code proves a platform
 * username (those servers share the platform's accounts); a third-party login code (企业微信,
 * 钉钉) proves a third-party identity, which a binding (`sys_third_account`) maps to a user.
 */
export interface IdentityProvider {
  /** The platform username the credential proves, or null when it proves nothing. */
  verify(credential: string, context: { service?: string }): Promise<string | null>;
}

/** Who a third-party provider says signed in: its own user id and the name it shows. */
export interface ThirdIdentity {
  thirdUserId: string;
  name: string;
}

/**
 * A third-party sign-in (企业微信, 钉钉, the test provider): sends the browser to authorize and
 * turns the code it comes back with into the third-party identity.
 */
export interface ThirdPartyProvider {
  /** What users call it: 企业微信, 钉钉. */
  readonly title: string;
  /** Where the browser authorizes; the provider then opens `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The identity the code proves (each code works once), or null when it proves nothing. */
  verify(code: string): Promise<ThirdIdentity | null>;
}

/** The pluggable providers: third-party login by type, one CAS validator, one SSO validator. */
export interface IdentityProviders {
  third: ReadonlyMap<string, ThirdPartyProvider>;
  cas: IdentityProvider | null;
  sso: IdentityProvider | null;
}
