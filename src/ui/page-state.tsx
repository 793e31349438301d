import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './page-state.css';

/** A centred message for empty, error and end states, with an optional action. */
export function PageState({
  title,
  message,
  action,
  tone = 'neutral',
  children,
}: {
  title: string;
  message?: string;
  action?: { label: string; onClick: () => void };
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}) {
  return (
    <div className={`page-state page-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h1 className="page-state__title">{title}</h1>
      {message ? <p className="page-state__message">{message}</p> : null}
      {children}
      {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
    </div>
  );
}

/** Grey placeholder blocks in the shape of what is loading, so nothing jumps when it arrives. */
export function Skeleton({
  width,
  height,
  radius = 12,
}: {
  width: number | string;
  height: number | string;
  radius?: number;
}) {
  return <span className="skeleton" style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
