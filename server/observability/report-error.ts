import { shared } from "./shared";

export interface ErrorReport {
  requestId?: string;
  routeId?: string;
}

export type ErrorReporter = (error: unknown, report: ErrorReport) => void;

const hook = shared("errorReporter", () => ({ current: null as ErrorReporter | null }));

/**
 * The one hook for an error-reporting service (Sentry and the like): each unexpected error
 * that app/entry.server.tsx's handleError logs is also handed here. Nothing is sent until a
 * reporter is set (setErrorReporter, at start); a reporter that throws is ignored.
 */
export function reportError(error: unknown, report: ErrorReport): void {
  try {
    hook.current?.(error, report);
  } catch {
    // the report is best effort: it never turns into a second error
  }
}

export function setErrorReporter(reporter: ErrorReporter | null): ErrorReporter | null {
  const previous = hook.current;
  hook.current = reporter;
  return previous;
}
