import { createContext, type ReactNode, useContext } from 'react';
import type { Environment, SiteConfig } from '../../shared/sites/site-types';

export interface SiteContextValue {
  site: SiteConfig;
  environment: Environment;
  /** The dev menu and developer BankID form are shown; the server decides (DEV_TOOLS and host). */
  devTools: boolean;
  /** MAP_STYLE_URL: a MapLibre style of real vector tiles; unset, the offline base map. */
  mapStyleUrl?: string;
}

const SiteContext = createContext<SiteContextValue | null>(null);

// One site configuration per request, resolved on the server from the host name and handed
// down to every component (CONVENTIONS, Rallly).
export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteProvider>');
  return value;
}
