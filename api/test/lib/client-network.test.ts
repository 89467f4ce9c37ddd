import { clientNetwork } from '../../src/lib/client-network';

describe('clientNetwork', () => {
  it('counts an IPv6 address as its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    for (const address of ['2001:db8:0:1::1', '2001:0DB8:0000:0001:abcd:ef01:2345:6789', '2001:db8::1:0:0:0:5', '2001:db8:0:1::9%eth0']) {
      expect(clientNetwork(address)).toBe(network);
    }
    expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('returns anything else as it is', () => {
    expect(clientNetwork('not an address')).toBe('not an address');
    expect(clientNetwork('')).toBe('');
  });
});
