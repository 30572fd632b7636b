import { describe, expect, it } from 'vitest';
import { checkGatewayHost, checkPathPrefix, gatewayOrigin, pathWithinPrefix } from './gatewayAddress';

describe('gateway route addresses', () => {
  it('accepts host names, international names, IPv4 and [IPv6] with an optional port', () => {
    for (const host of ['api.example.com', 'localhost', '127.0.0.1:8080', '[::1]:3000', '工地.中国', 'API.Example.com:443']) {
      expect(checkGatewayHost(host), host).toBeNull();
    }
  });

  it('refuses schemes, credentials, paths, queries, spaces and bad ports', () => {
    for (const host of ['http://a.com', 'user@a.com', 'a.com/x', 'a.com?x', 'a.com#x', 'a b.com', 'a.com:99999', 'a.com:x', '', 'a\\b']) {
      expect(checkGatewayHost(host), host).not.toBeNull();
    }
  });

  it('normalises an origin the way a target URL is normalised: punycode, lower case, no default port', () => {
    expect(gatewayOrigin('https', 'API.Example.com:443')).toBe('https://api.example.com');
    expect(gatewayOrigin('http', '工地.中国')).toBe('http://xn--cesx9m.xn--fiqs8s');
    expect(gatewayOrigin('http', '127.1:80')).toBe('http://127.0.0.1');
    expect(gatewayOrigin('ftp', 'a.com')).toBeNull();
  });

  it('accepts only prefixes already in normal form', () => {
    for (const prefix of ['/', '/api', '/api/v1/', '/a-b_c.d~e']) expect(checkPathPrefix(prefix), prefix).toBeNull();
    for (const prefix of ['api', '/api/../admin', '/api/./x', '/a%2e%2e', '/a?b', '/a#b', '//x', '/a b'])
      expect(checkPathPrefix(prefix), prefix).not.toBeNull();
  });

  it('matches a path under a prefix only at a segment boundary', () => {
    expect(pathWithinPrefix('/api', '/api')).toBe(true);
    expect(pathWithinPrefix('/api/x', '/api')).toBe(true);
    expect(pathWithinPrefix('/apix', '/api')).toBe(false);
    expect(pathWithinPrefix('/api/x', '/api/')).toBe(true);
    expect(pathWithinPrefix('/anything', '/')).toBe(true);
  });
});
