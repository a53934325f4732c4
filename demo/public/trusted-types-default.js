/* global window */
/* Trusted Types for Cinema Elements' 3D Secure (docs/content-security-policy.md).
   braintree-web loads Cardinal's Songbird script and puts the bank's challenge frame in the page
   with plain strings, which under require-trusted-types-for 'script' only a page's `default`
   policy can let through. This one lets through exactly those: Songbird's two addresses, and
   <div>/<iframe> markup whose every frame is on a Cardinal https host, with no event handler.
   Anything else it refuses, and the browser reports it. Load it before cinema-elements.js. */
(function () {
  'use strict';
  var trustedTypes = window.trustedTypes;
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  var SONGBIRD = [
    'https://songbird.cardinalcommerce.com/edge/v1/songbird.js',
    'https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js',
  ];
  var VALUE = '(?:"[^"<>]*"|\'[^\'<>]*\'|[^\\s"\'<>=`]+)';
  var TOKEN = new RegExp(
    '<(/?)(div|iframe)((?:\\s+[a-z][a-z0-9-]*(?:\\s*=\\s*' + VALUE + ')?)*)\\s*>|[^<]+',
    'gi',
  );
  var ATTRIBUTE = new RegExp('([a-z][a-z0-9-]*)(?:\\s*=\\s*(' + VALUE + '))?', 'gi');
  var CARDINAL = /^https:\/\/([a-z0-9-]+\.)+cardinalcommerce\.com(\/[^\s\\]*)?$/i;

  function allowedAttribute(name, quoted) {
    var value = (quoted || '').replace(/^["']|["']$/g, '');
    name = name.toLowerCase();
    if (name.indexOf('on') === 0 || name === 'srcdoc') return false;
    if (name !== 'src') return true;
    return !/&(?!amp;)/.test(value) && CARDINAL.test(value.replace(/&amp;/g, '&'));
  }

  function challengeFrame(html) {
    var rest = html.replace(TOKEN, function (token, closing, tag, attributes) {
      var allowed = !closing || !attributes;
      (attributes || '').replace(ATTRIBUTE, function (_, name, value) {
        allowed = allowed && allowedAttribute(name, value);
        return '';
      });
      return allowed ? '' : token;
    });
    return rest === '';
  }

  trustedTypes.createPolicy('default', {
    createScriptURL: function (url) {
      return SONGBIRD.indexOf(url) === -1 ? null : url;
    },
    createHTML: function (html) {
      return challengeFrame(html) ? html : null;
    },
  });
})();
