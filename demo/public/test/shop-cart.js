/* global document, location */
/** Builds shop-cart.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  var analytics = query.get('analytics');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    if (query.get('summary') !== 'none') {
      var summary = document.createElement('cinema-cart-summary');
      if (analytics) summary.setAttribute('analytics', analytics);
      document.getElementById('header').appendChild(summary);
    }
    var count = Number(query.get('count') || '1');
    for (var i = 0; i < count; i += 1) {
      var shop = document.createElement('cinema-shop-cart');
      shop.setAttribute('data-cinema-id', 'demo-cinema');
      shop.setAttribute('data-recaptcha-key', 'demo-key');
      shop.setAttribute('api-base', '/api/');
      if (analytics) shop.setAttribute('analytics', analytics);
      document.getElementById('host').appendChild(shop);
    }
  });
})();
