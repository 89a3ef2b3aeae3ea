import type { Environment } from '../../../shared/sites/site-types';

// On mobile BankID opens on the same device (ui/mobile-device.ts tells which device this is).

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
