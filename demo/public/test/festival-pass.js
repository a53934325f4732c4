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
  document.addEventListener('DOMContentLoaded', function () {
    var element = document.createElement('cinema-festival-pass');
    Object.keys(attributes).forEach(function (name) {
      element.setAttribute(name, attributes[name]);
    });
    document.getElementById('host').appendChild(element);
  });
})();
