import { createContext, useContext } from "react";

export interface BlocksContextValue {
  /** the page's current query: open tabs, form results */
  searchParams: URLSearchParams;
}

export const BlocksContext = createContext<BlocksContextValue>({ searchParams: new URLSearchParams() });
export const useBlocksContext = () => useContext(BlocksContext);
