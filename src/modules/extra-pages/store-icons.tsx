/** Plain marks for the store buttons (no store artwork is shipped: the label names the store). */
import type { StoreKind } from './store-links.ts';
import { iconBase } from '../../ui/icons.tsx';

export function StoreIcon({ kind }: { kind: StoreKind }) {
  switch (kind) {
    case 'ios':
      // A phone.
      return (
        <svg {...iconBase}>
          <rect x="6" y="2" width="12" height="20" rx="3" />
          <path d="M11 18h2" />
        </svg>
      );
    case 'android':
      // A play triangle.
      return (
        <svg {...iconBase}>
          <path d="M6 3.5v17l14-8.5z" />
        </svg>
      );
    case 'telegramBot':
      // A paper plane.
      return (
        <svg {...iconBase}>
          <path d="M21 3 3 10.5l7 2.5 2.5 7z" />
          <path d="m10 13 11-10" />
        </svg>
      );
  }
}
