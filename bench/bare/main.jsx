/** The baseline of `npm run bench`: React and react-dom rendering a heading and a paragraph. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>Bare React page</h1>
      <p>React and react-dom with nothing else: what every storefront page costs at least.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
