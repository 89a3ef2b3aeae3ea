import { describe, expect, it } from 'vitest';
import { isMobileDevice } from '../../ui/mobile-device';
import { autoStartLink } from './device';

describe('BankID device choice', () => {
  it('treats a narrow window or a phone user agent as mobile', () => {
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64)', 625)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64)', 626)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 1200)).toBe(true);
  });

  it('points the autostart link at the simulator only where the simulator runs', () => {
    expect(autoStartLink('abc-123', 'local')).toBe('/bankid-simulator/autostart?token=abc-123');
    expect(autoStartLink('abc-123', 'test')).toBe('/bankid-simulator/autostart?token=abc-123');
    expect(autoStartLink('abc-123', 'prod')).toBe('bankid:///?autostarttoken=abc-123&redirect=null');
    expect(autoStartLink('abc-123', 'preprod')).toBe('bankid:///?autostarttoken=abc-123&redirect=null');
  });
});
