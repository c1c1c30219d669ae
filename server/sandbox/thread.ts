import type { AddressInfo } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { createSandbox, defaultDataDir, sandboxUrls } from "./index";

/**
 * The sandbox on a thread of its own (npm start, decision 0044): its own event loop, so its
 * work runs beside the storefront's on another processor instead of taking turns with it. It
 * listens on `workerData.port` and tells the storefront's thread where, and where its data is.
 */
export interface SandboxStarted {
  origin: string;
  urls: ReturnType<typeof sandboxUrls>;
  dataDir: string;
}

const { port } = workerData as { port: number };
const { app } = createSandbox();
const server = app.listen(port, "127.0.0.1", () => {
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  parentPort!.postMessage({ origin, urls: sandboxUrls(origin), dataDir: defaultDataDir() } satisfies SandboxStarted);
});
// a port in use fails the start, as it did in the storefront's thread
server.on("error", (error) => {
  throw error;
});
