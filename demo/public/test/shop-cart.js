/* global document, location */
/** Builds shop-cart.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  var analytics = query.get('analytics');
  if (theme) document.documentElement.className = theme;
  // time-zone= and terms-url= set the cinema's own (product-rules §2.3) on every element.
  var settings = ['time-zone', 'terms-url'].filter(function (name) {
    return query.get(name);
  });
  function configure(element, names) {
    settings.forEach(function (name) {
      if (names.indexOf(name) >= 0) element.setAttribute(name, query.get(name));
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (query.get('summary') !== 'none') {
      var summary = document.createElement('cinema-cart-summary');
      if (analytics) summary.setAttribute('analytics', analytics);
      configure(summary, ['time-zone']);
      document.getElementById('header').appendChild(summary);
    }
    var count = Number(query.get('count') || '1');
    for (var i = 0; i < count; i += 1) {
      var shop = document.createElement('cinema-shop-cart');
      shop.setAttribute('data-cinema-id', 'demo-cinema');
      shop.setAttribute('data-recaptcha-key', 'demo-key');
      shop.setAttribute('api-base', '/api/');
      if (analytics) shop.setAttribute('analytics', analytics);
      configure(shop, settings);
      document.getElementById('host').appendChild(shop);
    }
  });
})();
