// The log lines the code writes, read back: the process's logger (server/observability) is
// replaced by one writing to a stream kept here, each line parsed from its JSON.
import { Writable } from "node:stream";
import { createLogger, setRootLogger, type LogLevel, type Logger } from "../../server/observability/logger";

export interface LogLine {
  level: string;
  msg?: string;
  [key: string]: unknown;
}

export interface CapturedLogs {
  lines: LogLine[];
  /** the raw text written, line by line (to check what it never holds) */
  raw: string[];
  logger: Logger;
  /** the lines whose message matches */
  matching(message: RegExp): LogLine[];
  restore(): void;
}

export function captureLogs(level: LogLevel = "info"): CapturedLogs {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split("\n").filter(Boolean)) {
        raw.push(text);
        lines.push(JSON.parse(text) as LogLine);
      }
      done();
    },
  });
  const logger = createLogger({ level, destination });
  const previous = setRootLogger(logger);
  return {
    lines,
    raw,
    logger,
    matching: (message) => lines.filter((l) => message.test(String(l.msg ?? ""))),
    restore: () => void setRootLogger(previous),
  };
}
