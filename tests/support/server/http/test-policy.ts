/** For tests: a Content-Security-Policy as directive -> sources, to ask about one directive at a time. */
export function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
