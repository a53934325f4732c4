/* global document, location */
/** Builds the one element of festival-pass.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var attributes = {
    'data-cinema-id': query.get('cinema-id') || 'demo-cinema',
    'data-cinema-name': query.get('cinema-name') || 'Demo Cinema',
    'data-recaptcha-key': query.get('recaptcha-key') || 'demo-key',
    'data-festival-id': query.get('festival') || 'jiff',
    'api-base': query.get('api-base') || '/api/',
  };
  query.getAll('omit').forEach(function (name) {
    delete attributes[name];
  });
  // count=2 puts two identical widgets on the page (each must keep its own form).
  var count = Math.max(1, Math.min(4, Number(query.get('count')) || 1));
  document.addEventListener('DOMContentLoaded', function () {
    for (var i = 0; i < count; i += 1) {
      var element = document.createElement('cinema-festival-pass');
      Object.keys(attributes).forEach(function (name) {
        element.setAttribute(name, attributes[name]);
      });
      document.getElementById('host').appendChild(element);
    }
  });
})();
