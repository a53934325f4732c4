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
  // analytics=datalayer opts the page in to the data layer (product-rules §15.3).
  if (query.get('analytics')) attributes.analytics = query.get('analytics');
  // time-zone= and terms-url= set the cinema's own (product-rules §2.3).
  ['time-zone', 'terms-url'].forEach(function (name) {
    if (query.get(name)) attributes[name] = query.get(name);
  });
  query.getAll('omit').forEach(function (name) {
    delete attributes[name];
  });
  // count=2 puts two identical widgets on the page (each must keep its own form); count=0 none,
  // for a page that loads the bundle and holds no element.
  var asked = Number(query.get('count'));
  var count = query.has('count') && Number.isInteger(asked) ? Math.max(0, Math.min(4, asked)) : 1;
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
