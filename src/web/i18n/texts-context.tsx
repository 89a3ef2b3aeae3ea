import { createContext, type ReactNode, useContext } from 'react';
import type { TextsInstance } from '../../shared/texts/texts-instance';

// The page's texts instance, handed down from AppRoot (and from tests that render parts).

const TextsContext = createContext<TextsInstance | null>(null);

export function TextsProvider({ texts, children }: { texts: TextsInstance; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export function useTextsInstance(): TextsInstance {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation: rendered outside a TextsProvider');
  return texts;
}
