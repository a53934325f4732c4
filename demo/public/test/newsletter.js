/* global document, location */
/** Builds newsletter.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    var form = document.createElement('cinema-newsletter');
    form.setAttribute('data-recaptcha-key', 'demo-key');
    form.setAttribute('api-base', '/api/');
    if (query.get('type')) form.setAttribute('data-type-id', query.get('type'));
    if (query.get('analytics')) form.setAttribute('analytics', query.get('analytics'));
    document.getElementById('host').appendChild(form);
  });
})();
