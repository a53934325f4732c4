/* global document, location */
/** Builds member-area.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    var area = document.createElement('cinema-member-area');
    area.setAttribute('data-cinema-id', 'demo-cinema');
    area.setAttribute('data-recaptcha-key', 'demo-key');
    area.setAttribute('api-base', query.get('api-base') || '/api/');
    if (query.get('sign-in-url')) area.setAttribute('sign-in-url', query.get('sign-in-url'));
    if (query.get('time-zone')) area.setAttribute('time-zone', query.get('time-zone'));
    document.getElementById('host').appendChild(area);
  });
})();
