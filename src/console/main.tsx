/**
 * The merchant's console (served at /console/ on the tenant's host): a second entry of the build,
 * with code of its own beside the storefront's lower layers (contract, core, ui). README.md says
 * what is where.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot } from './app/console-root.tsx';
import './console.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ConsoleRoot />
    </StrictMode>,
  );
