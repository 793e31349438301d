import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './page-state.css';

/** A centred message for empty, error and end states, with an optional action. */
export function PageState({
  title,
  message,
  action,
  tone = 'neutral',
  level = 1,
  children,
}: {
  title: string;
  message?: string;
  action?: { label: string; onClick: () => void };
  tone?: 'neutral' | 'error';
  /** 2 inside a screen that already has its own h1. */
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`page-state page-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Heading className="page-state__title">{title}</Heading>
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
