/** The few log calls the server makes, so tests can silence or capture them. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Logs to the console (stderr for warnings and errors). */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

/** Drops everything: for tests that check behaviour, not output. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
