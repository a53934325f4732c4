/**
 * A React 19 app that sells through Cinema Elements the way a cinema's own app would: the elements
 * come from the npm subpath entries, render as JSX, take their attributes from state, report
 * through React 19's custom-element event props (`oncinema-…`), and come and go with the route.
 */
import 'cinema-elements/festival-pass';
import 'cinema-elements/shop-cart';
import type { CinemaEvent, CinemaEventName } from 'cinema-elements/festival-pass';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Route = 'festival' | 'shop' | 'about';
const ROUTES: ReadonlyArray<[Route, string]> = [
  ['festival', 'Festival pass'],
  ['shop', 'Shop'],
  ['about', 'About'],
];

/** The route in the URL hash (`#/shop`); the festival pass by default. */
function currentRoute(): Route {
  const name = location.hash.replace(/^#\/?/, '');
  return ROUTES.some(([route]) => route === name) ? (name as Route) : 'festival';
}

/** A tiny hash router: the route, and a re-render whenever it changes. */
function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}

interface LoggedEvent {
  id: number;
  text: string;
}

let nextId = 0;

function App() {
  const route = useRoute();
  const [festivalId, setFestivalId] = useState('jiff');
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const log = useCallback((event: CinemaEvent<CinemaEventName>) => {
    const text = `${event.type} ${JSON.stringify(event.detail)}`;
    setEvents((list) => [...list, { id: (nextId += 1), text }]);
  }, []);

  return (
    <>
      <nav aria-label="App">
        {ROUTES.map(([name, label]) => (
          <a key={name} href={`#/${name}`} aria-current={route === name ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      <main>
        {route === 'festival' && (
          <section aria-label="Festival">
            <label>
              Festival shown
              <select value={festivalId} onChange={(event) => setFestivalId(event.target.value)}>
                <option value="jiff">JIFF</option>
                <option value="chiff">CHIFF</option>
              </select>
            </label>
            <cinema-festival-pass
              data-cinema-id="demo-cinema"
              data-cinema-name="Demo Cinema"
              data-recaptcha-key="demo-key"
              data-festival-id={festivalId}
              api-base="/api/"
              oncinema-page-change={log}
              oncinema-payment-captured={log}
              oncinema-error={log}
            />
          </section>
        )}
        {route === 'shop' && (
          <cinema-shop-cart
            data-cinema-id="demo-cinema"
            data-recaptcha-key="demo-key"
            api-base="/api/"
            oncinema-page-change={log}
            oncinema-payment-captured={log}
            oncinema-error={log}
          />
        )}
        {route === 'about' && <p>This app has no element on this page.</p>}
      </main>
      <section aria-label="Events heard by the app">
        <ol aria-label="Events">
          {events.map((event) => (
            <li key={event.id}>{event.text}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

const root = document.getElementById('app');
if (!root) throw new Error('The page has no #app element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
