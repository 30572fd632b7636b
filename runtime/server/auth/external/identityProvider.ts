/**
 * Proves who a one-time credential belongs to: a third-party login code, a CAS ticket, an SSO
 * code. Real deployments plug in their own (a WeCom/DingTalk client, a CAS server's
 * serviceValidate); the platform ships a test provider for test mode.
 */
export interface IdentityProvider {
  /** The platform username the credential proves, or null when it proves nothing. */
  verify(credential: string, context: { service?: string }): Promise<string | null>;
}

/** The pluggable providers: third-party login by type, one CAS validator, one SSO validator. */
export interface IdentityProviders {
  third: ReadonlyMap<string, IdentityProvider>;
  cas: IdentityProvider | null;
  sso: IdentityProvider | null;
}
