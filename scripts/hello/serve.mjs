// The hello-world app on the shop's host stack: Express, compression, static assets and
// @remix-run/express, plain node. PORT sets the port.
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const dir = path.resolve(".data/hello");
const build = await import(path.join(dir, "server/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(dir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3901));
process.on("SIGTERM", () => process.exit(0));
