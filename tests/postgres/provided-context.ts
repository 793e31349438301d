/** What the `postgres` project's global setup hands to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throw-away cluster. */
    postgresUrl: string;
  }
}

export {};
