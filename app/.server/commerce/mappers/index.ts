export * from "./catalog";
export * from "./cart";
