/* global document, location */
/** Builds cart-summary.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    var summary = document.createElement('cinema-cart-summary');
    if (query.get('href')) summary.setAttribute('href', query.get('href'));
    document.getElementById('header').appendChild(summary);
    if (query.get('shop') !== 'none') {
      // Stands in for the page's shop: the summary's button takes the buyer here.
      var shop = document.createElement('cinema-shop-cart');
      shop.setAttribute('data-cinema-id', 'demo-cinema');
      shop.setAttribute('data-recaptcha-key', 'demo-key');
      shop.style.display = 'block';
      shop.style.marginTop = '150vh';
      shop.style.minHeight = '12rem';
      document.getElementById('shop').appendChild(shop);
    }
  });
})();
