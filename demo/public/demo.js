/* global window, document, location, customElements */
/**
 * Demo page glue. Loaded as a classic script before the element bundle so that the bot-check stub
 * below exists when the elements look for `window.grecaptcha` (product-rules §13): nothing loads
 * from Google.
 * `?recaptcha=script` leaves it out, so the elements load Google's api.js themselves (an E2E then
 * answers it with a stand-in).
 */
(function () {
  'use strict';

  // Offline reCAPTCHA v3 stand-in: a fresh, recognisable token per call ('demo-<action>-<n>').
  var issued = 0;
  if (new URLSearchParams(location.search).get('recaptcha') !== 'script') {
    window.grecaptcha = {
      ready: function (callback) {
        window.setTimeout(callback, 0);
      },
      execute: function (_siteKey, options) {
        issued += 1;
        var action = (options && options.action) || 'action';
        return Promise.resolve('demo-' + action + '-' + issued);
      },
    };
  }

  var THEMES = ['classic', 'ritz', 'cameo', 'lido'];

  function setTheme(theme) {
    var root = document.documentElement;
    THEMES.forEach(function (name) {
      root.classList.remove(name);
    });
    root.classList.add(theme);
  }

  // Apply ?theme= before first paint so a themed link (or an E2E test) never flashes Classic.
  var requested = new URLSearchParams(location.search).get('theme');
  if (requested && THEMES.indexOf(requested) !== -1) setTheme(requested);

  function say(text) {
    var status = document.getElementById('demo-status');
    if (status) status.textContent = text;
  }

  function describe(session) {
    if (session && session.signedIn && session.member) {
      var m = session.member;
      return 'Signed in as ' + m.firstName + ' ' + m.lastName + ' (' + m.memberType + ' member).';
    }
    return 'Browsing as a visitor.';
  }

  function call(method, path) {
    return fetch(path, {
      method: method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    }).then(function (response) {
      if (!response.ok) throw new Error(method + ' ' + path + ' answered ' + response.status);
      return response.status === 204 ? null : response.json();
    });
  }

  function refreshSession() {
    return call('GET', '/demo/session').then(function (session) {
      say(describe(session));
    });
  }

  /** Member areas and membership sales ask who is signed in when they mount: mount them again after a switch. */
  function remountMemberAreas() {
    document.querySelectorAll('cinema-member-area, cinema-membership').forEach(function (area) {
      var parent = area.parentNode;
      var next = area.nextSibling;
      parent.removeChild(area);
      parent.insertBefore(area, next);
    });
  }

  function failed(error) {
    console.error(error);
    say('The demo server did not answer: ' + error.message);
  }

  document.addEventListener('DOMContentLoaded', function () {
    var select = document.getElementById('theme-select');
    // A page without the demo controls (the E2E harness pages) needs only the bot-check stub.
    if (!select) return;
    var current = THEMES.filter(function (name) {
      return document.documentElement.classList.contains(name);
    })[0];
    select.value = current || 'classic';
    select.addEventListener('change', function () {
      setTheme(select.value);
    });

    document.getElementById('sign-in').addEventListener('click', function () {
      call('POST', '/demo/session')
        .then(function (session) {
          say(describe(session));
          remountMemberAreas();
        })
        .catch(failed);
    });
    document.getElementById('sign-out').addEventListener('click', function () {
      call('DELETE', '/demo/session').then(refreshSession).then(remountMemberAreas).catch(failed);
    });
    document.getElementById('reset').addEventListener('click', function () {
      call('POST', '/demo/reset')
        .then(function () {
          // The elements keep carts and caches in this origin's storage; they refer to the old data.
          try {
            window.localStorage.clear();
          } catch (error) {
            console.warn('Could not clear storage', error);
          }
          location.reload();
        })
        .catch(failed);
    });

    refreshSession().catch(failed);

    // Without a build the elements never upgrade; say so instead of showing an empty page.
    var bundleStatus = document.getElementById('bundle-status');
    window.setTimeout(function () {
      if (!customElements.get('cinema-festival-pass')) {
        bundleStatus.textContent =
          'The element bundle has not loaded. Run "npm run build" (or "npm start") and reload this page.';
        bundleStatus.hidden = false;
      }
    }, 3000);
  });
})();
