/* global window */
/**
 * The first script of every test page: records what a page must never do, as early as a page
 * script can, in `window.__cinemaErrors` — uncaught errors, promise rejections nobody handled,
 * `console.error`, and scripts, styles or images that failed to load. The cross-engine journeys
 * (test/engines) read it in every engine alike; WebKit's WebDriver has no console log to ask.
 */
(function () {
  'use strict';
  var errors = [];
  window.__cinemaErrors = errors;
  function text(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && (target.src || target.href)) {
        errors.push('failed to load: ' + (target.src || target.href));
        return;
      }
      errors.push('uncaught: ' + (event.error ? text(event.error) : event.message));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    errors.push('unhandled rejection: ' + text(event.reason));
  });
  var original = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
})();
