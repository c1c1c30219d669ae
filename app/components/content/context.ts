import { createContext, useContext } from "react";
import type { FormState } from "~/lib/content";

export interface BlocksContextValue {
  /** the page's current query: open tabs, form results */
  searchParams: URLSearchParams;
  /** per form block id, what the /content-form action handed back */
  formStates: Record<string, FormState>;
}

export const BlocksContext = createContext<BlocksContextValue>({ searchParams: new URLSearchParams(), formStates: {} });
export const useBlocksContext = () => useContext(BlocksContext);
