/* global document, location */
/** Builds membership.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  var analytics = query.get('analytics');
  if (theme) document.documentElement.className = theme;
  // time-zone= and terms-url= set the cinema's own (product-rules §2.3).
  function configure(element, names) {
    names.forEach(function (name) {
      if (query.get(name)) element.setAttribute(name, query.get(name));
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var host = document.getElementById('host');
    var sale = document.createElement('cinema-membership');
    sale.setAttribute('data-cinema-id', 'demo-cinema');
    sale.setAttribute('data-recaptcha-key', 'demo-key');
    sale.setAttribute('api-base', '/api/');
    var name = query.has('cinema-name') ? query.get('cinema-name') : 'Demo Cinema';
    if (name) sale.setAttribute('data-cinema-name', name);
    if (analytics) sale.setAttribute('analytics', analytics);
    configure(sale, ['time-zone', 'terms-url']);
    host.appendChild(sale);
    if (query.get('member-area')) {
      var area = document.createElement('cinema-member-area');
      area.setAttribute('data-cinema-id', 'demo-cinema');
      area.setAttribute('data-recaptcha-key', 'demo-key');
      area.setAttribute('api-base', '/api/');
      if (analytics) area.setAttribute('analytics', analytics);
      configure(area, ['time-zone']);
      host.appendChild(area);
    }
  });
})();
