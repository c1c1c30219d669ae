import { createContext, useContext } from "react";

// The server renders inside <NonceContext.Provider> (entry.server.tsx); exporting the context, not
// its Provider, keeps a stray `Provider` read out of the browser's shared bundle.
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
