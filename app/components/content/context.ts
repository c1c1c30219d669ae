import { createContext, useContext } from "react";

export interface BlocksContextValue {
  /** the page's current query: open tabs, form results */
  searchParams: URLSearchParams;
  /** edit mode (editors with the editCode permission): blocks outlined and labelled */
  edit: boolean;
}

export const BlocksContext = createContext<BlocksContextValue>({ searchParams: new URLSearchParams(), edit: false });
export const useBlocksContext = () => useContext(BlocksContext);
