import type { Environment } from '../../../shared/sites/site-types';

// platform §9: the mobile layout starts at a window width of 625 or less; phones and tablets
// are also told by the user agent. On mobile BankID opens on the same device.

export const MOBILE_MAX_WIDTH = 625;
const MOBILE_AGENT = /android|iphone|ipad|ipod|mobile|tablet/i;

export function isMobileDevice(userAgent: string, width: number): boolean {
  return width <= MOBILE_MAX_WIDTH || MOBILE_AGENT.test(userAgent);
}

/** Environments where the BankID simulator stands in for the real BankID app. */
export function usesBankIdSimulator(environment: Environment): boolean {
  return environment === 'local' || environment === 'dev' || environment === 'test';
}

/** The link that starts the BankID app on this device (or the simulator's page for it). */
export function autoStartLink(token: string, environment: Environment): string {
  const encoded = encodeURIComponent(token);
  return usesBankIdSimulator(environment)
    ? `/bankid-simulator/autostart?token=${encoded}`
    : `bankid:///?autostarttoken=${encoded}&redirect=null`;
}
