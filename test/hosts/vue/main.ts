/**
 * A Vue 3 app that sells through Cinema Elements: the CDN bundle defines the tags, an in-browser
 * compiled template renders them with attributes bound to state and `@cinema-…` listeners, and
 * `compilerOptions.isCustomElement` tells Vue that `cinema-*` tags are elements, not components.
 * The elements come and go with the route.
 */
import type { CinemaEventDetails, CinemaEventName } from 'cinema-elements';
import { createApp, onBeforeUnmount, ref } from 'vue';

type Route = 'festival' | 'shop' | 'about';
const ROUTES: ReadonlyArray<{ name: Route; label: string }> = [
  { name: 'festival', label: 'Festival pass' },
  { name: 'shop', label: 'Shop' },
  { name: 'about', label: 'About' },
];

/** The route in the URL hash (`#/shop`); the festival pass by default. */
function currentRoute(): Route {
  const name = location.hash.replace(/^#\/?/, '');
  return ROUTES.find((route) => route.name === name)?.name ?? 'festival';
}

const App = {
  setup() {
    const route = ref<Route>(currentRoute());
    const update = () => (route.value = currentRoute());
    window.addEventListener('hashchange', update);
    onBeforeUnmount(() => window.removeEventListener('hashchange', update));

    const festivalId = ref('jiff');
    const events = ref<Array<{ id: number; text: string }>>([]);
    let nextId = 0;
    const log = (event: CustomEvent<CinemaEventDetails[CinemaEventName]>) => {
      events.value.push({
        id: (nextId += 1),
        text: `${event.type} ${JSON.stringify(event.detail)}`,
      });
    };
    return { routes: ROUTES, route, festivalId, events, log };
  },
  template: `
    <nav aria-label="App">
      <a v-for="r in routes" :key="r.name" :href="'#/' + r.name"
         :aria-current="route === r.name ? 'page' : undefined">{{ r.label }}</a>
    </nav>
    <main>
      <section v-if="route === 'festival'" aria-label="Festival">
        <label>Festival shown
          <select v-model="festivalId">
            <option value="jiff">JIFF</option>
            <option value="chiff">CHIFF</option>
          </select>
        </label>
        <cinema-festival-pass
          data-cinema-id="demo-cinema"
          data-cinema-name="Demo Cinema"
          data-recaptcha-key="demo-key"
          :data-festival-id="festivalId"
          api-base="/api/"
          @cinema-page-change="log"
          @cinema-payment-captured="log"
          @cinema-error="log"
        ></cinema-festival-pass>
      </section>
      <cinema-shop-cart v-else-if="route === 'shop'"
        data-cinema-id="demo-cinema"
        data-recaptcha-key="demo-key"
        api-base="/api/"
        @cinema-page-change="log"
        @cinema-payment-captured="log"
        @cinema-error="log"
      ></cinema-shop-cart>
      <p v-else>This app has no element on this page.</p>
    </main>
    <section aria-label="Events heard by the app">
      <ol aria-label="Events">
        <li v-for="event in events" :key="event.id">{{ event.text }}</li>
      </ol>
    </section>
  `,
};

const app = createApp(App);
// Without this, Vue tries to resolve <cinema-festival-pass> as a component (and warns). Vue's
// in-browser compiler would guess right for tags that are already defined, so the app loads the
// elements only after it has mounted, the way a page that loads them lazily does: then only this
// option keeps Vue from taking them for components.
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('cinema-');
app.mount('#app');
// The CDN module defines every tag (and brings its own React); esbuild leaves it external.
void import('/cdn/cinema-elements.js');
