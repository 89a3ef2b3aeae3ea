import { createContext, type ReactNode, useContext } from 'react';

// Whether the page shown is in edit mode: the server's flag of the page payload (only ever true
// for an editor's login). Parts deep in a template read it, as my pages' menu does for its
// payments entry (flows §2.4).
const EditModeContext = createContext(false);

export function EditModeProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

export const useIsEditMode = (): boolean => useContext(EditModeContext);
