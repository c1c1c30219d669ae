// One instance per process of what observability keeps (the logger, the request store, the
// metrics), whichever copy of this code asks: the host (server/, bundled into
// build/server/start.js) and the app (bundled by Vite into build/server/index.js, or loaded
// by Vite in development) each carry their own copy of these modules, so module-level state
// would be kept twice. It is kept once, on the global object, under a registered symbol.
const KEY = Symbol.for("ashless.observability");

type Store = Record<string, unknown>;

export function shared<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as { [KEY]?: Store };
  const store = (holder[KEY] ??= {});
  if (!(name in store)) store[name] = create();
  return store[name] as T;
}
