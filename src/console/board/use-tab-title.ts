/** The tab's title counts the new orders, so a kitchen sees them from another tab: "(3) Orders". */
import { useEffect } from 'react';

export function useTabTitle(title: string, count: number): void {
  useEffect(() => {
    const previous = document.title;
    document.title = count > 0 ? `(${count}) ${title}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, count]);
}
